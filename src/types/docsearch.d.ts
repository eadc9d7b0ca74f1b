// @docsearch/react 3 ships its root entry points (modal.js, style/) without types.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
