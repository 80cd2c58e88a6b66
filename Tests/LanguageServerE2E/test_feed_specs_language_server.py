"""End to end: pytest-lsp (a client the team did not write) drives `feed-specs language-server`.

FEED_SPECS names the built binary; run.sh sets it. pytest-lsp also checks every answer against
the capabilities of the client it plays (VS Code's), such as snippets only where allowed.
"""

import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
FEED_SPECS = os.environ.get("FEED_SPECS", str(ROOT / ".build" / "debug" / "feed-specs"))
URI = (ROOT / "Features" / "typing.feature").as_uri()

VALID = """Feature: Typing
  Scenario: A fresh cache
    Given the cache is 6 days old
    When the customer requests to see the feed
    Then the app should display the latest feed saved
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[FEED_SPECS, "language-server"]))
async def client(lsp_client: LanguageClient):
    # VS Code's capabilities declare workspace.codeLens.refreshSupport, so the server asks for
    # the lenses again whenever a live verdict changes; VS Code answers by asking for them.
    @lsp_client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def refresh_code_lenses(params):
        return None

    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=ROOT.as_uri()
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


async def open_document(client: LanguageClient, text: str):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=URI, language_id="gherkin", version=1, text=text
            )
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[URI]


async def test_a_defined_file_has_no_diagnostics_and_an_undefined_step_has_one(client):
    assert list(await open_document(client, VALID)) == []
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=3, character=22),
                        end=types.Position(line=3, character=46),
                    ),
                    text="dances",
                )
            ],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    diagnostics = client.diagnostics[URI]
    assert len(diagnostics) == 1
    assert diagnostics[0].range.start == types.Position(line=3, character=4)
    assert "'the customer dances' matches no sentence" in diagnostics[0].message


async def test_completion_offers_sentences_as_snippets(client):
    await open_document(client, "Feature: Typing\n  Scenario: One\n    Given the cache is \n")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=types.Position(line=2, character=23),
        )
    )
    items = {item.label: item for item in result.items}
    assert "the cache is empty" in items
    assert items["the cache is {age}"].text_edit.new_text == "the cache is ${1:age}"


async def test_definition_and_hover_lead_to_the_swift_step_definition(client):
    await open_document(client, VALID)
    position = types.TextDocumentPositionParams(
        text_document=types.TextDocumentIdentifier(uri=URI),
        position=types.Position(line=2, character=12),
    )
    locations = await client.text_document_definition_async(
        types.DefinitionParams(text_document=position.text_document, position=position.position)
    )
    assert locations[0].uri.endswith("Sources/FeedSpecs/Steps/CacheSteps.swift")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=position.text_document, position=position.position)
    )
    assert "the cache is {age}" in hover.contents.value


async def test_symbols_and_formatting(client):
    await open_document(client, "Feature: Messy\nScenario: One\nGiven the cache is empty\n")
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [symbol.name for symbol in symbols] == ["Feature: Messy"]
    assert [child.name for child in symbols[0].children] == ["Scenario: One"]
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    assert edits[0].new_text == "Feature: Messy\n  Scenario: One\n    Given the cache is empty\n"
