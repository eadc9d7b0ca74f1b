// What highlighting a code block takes: prism-react-renderer's Prism and the registration of the
// additional languages. The browser loads it as a chunk of its own, when a block needs it (highlighter.ts).
export {Highlight} from 'prism-react-renderer';
export {registerLanguage} from './registerLanguage';
