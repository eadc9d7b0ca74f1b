// `@docsearch/react/modal` in the client bundle: a named re-export, so that the modal's chunk keeps only
// the modal (a dynamic import's namespace counts as fully used); the query makes DocSearch's bundle a
// module of its own here, apart from the one the main bundle tree-shakes to the button.
export {DocSearchModal} from '@docsearch/react/dist/esm/index.js?modal';
