// The stopword package ships no type declarations; these are the lists we use.
declare module 'stopword' {
  export const eng: string[];
  export const spa: string[];
  export const fra: string[];
  export const deu: string[];
  export const ita: string[];
  export const por: string[];
  export const nld: string[];
}
