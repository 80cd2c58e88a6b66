# language: pt
@comments @language
Funcionalidade: O cliente vê os comentários de uma imagem em português
  Como cliente que lê português
  Quero ver os comentários de uma imagem no meu idioma
  Para entender quando cada um foi escrito

  Os passos seguem em inglês, como ./feed-specs --list-steps os lista; só as palavras-chave
  se traduzem. O cenário é escrito em português, então o cliente lê o app em português.

  Contexto:
    Dado today is 23 November 2026 at 10:00
    E the server's feed holds these images:
      | description        | location |
      | Sunset at the pier | Brighton |

  @online
  Cenário: Todos os comentários aparecem, com as datas em português
    Dado the customer has connectivity
    E the server holds these comments for the image "Sunset at the pier":
      | message          | author | written       |
      | Que vista!       | ana    | 5 minutes ago |
      | Eu estive lá     | bruno  | 1 day ago     |
      | Lindas cores     | chloe  | 2 weeks ago   |
    Quando the customer requests to see comments on the image "Sunset at the pier"
    Então the app should display all comments for that image
    E the comments title is "Comentários"
    E the comment by "bruno" is dated "há 1 dia"
