// The remark plugin of the docs and Learn: every ```mermaid block becomes a figure holding the diagram as
// inline SVG, drawn at build time (render.mjs), and its title as the caption. The page then carries the
// diagram as markup: no diagram JavaScript, nothing drawn in the browser, readable without JavaScript.
// The Markdown twins are made from the source files, so they keep the Mermaid text.
import type {Element, ElementContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import type {Code, Root} from 'mdast';
import type {Transformer} from 'unified';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {BUTTON_CLASS, FRAME_ATTRIBUTE, ICON_PATHS, enlargeLabel} from '../image-zoom/markup';
import {DiagramError, ID_PLACEHOLDER, renderDiagram} from './render.mjs';

/** The figure's class: the stylesheet (diagrams.css) and image zoom find diagrams by it. */
export const DIAGRAM_CLASS = 'diagram';

const text = (value: string): ElementContent => ({type: 'text', value});
/** hast's property name of a data attribute: data-zoom-frame -> dataZoomFrame. */
const toProperty = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The figure of one diagram, `id` unique on its page. */
export function diagramFigure(svgText: string, title: string, description: string, id: string): Element {
  const tree = fromHtml(svgText.replaceAll(ID_PLACEHOLDER, id), {fragment: true});
  const svg = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!svg) throw new DiagramError('the renderer returned no SVG');
  Object.assign(svg.properties, {
    role: 'img',
    ariaLabelledBy: `${id}-title`,
    ariaDescribedBy: `${id}-desc`,
    // The search index takes the caption, not every label of the drawing.
    dataPagefindIgnore: 'all',
  });
  svg.children.unshift(
    {type: 'element', tagName: 'title', properties: {id: `${id}-title`}, children: [text(title)]},
    {type: 'element', tagName: 'desc', properties: {id: `${id}-desc`}, children: [text(description)]},
  );
  const icon: Element = {
    type: 'element',
    tagName: 'svg',
    properties: {viewBox: '0 0 24 24', width: '18', height: '18', ariaHidden: 'true', focusable: 'false'},
    children: ICON_PATHS.map((d) => ({
      type: 'element',
      tagName: 'path',
      properties: {d, fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round'},
      children: [],
    })),
  };
  // The same frame and button as an image's (src/plugins/image-zoom), for the enlarged view.
  const button: Element = {
    type: 'element',
    tagName: 'button',
    properties: {type: 'button', className: [BUTTON_CLASS], ariaLabel: enlargeLabel('diagram', title)},
    children: [icon],
  };
  return {
    type: 'element',
    tagName: 'figure',
    properties: {className: [DIAGRAM_CLASS], id, [toProperty(FRAME_ATTRIBUTE)]: ''},
    children: [svg, button, {type: 'element', tagName: 'figcaption', properties: {}, children: [text(title)]}],
  };
}

/** Options: where rendered diagrams are cached (render.mjs's cacheDir() by default). */
export type DiagramOptions = {cacheDir?: string};

/** Replaces each ```mermaid block of a page by its figure; a block that cannot be drawn fails the build at its line. */
export default function remarkDiagrams(options: DiagramOptions = {}): Transformer<Root> {
  return async (tree, file: VFile) => {
    const blocks: Code[] = [];
    visit(tree, 'code', (node) => {
      if (node.lang === 'mermaid') blocks.push(node);
    });
    let count = 0;
    for (const node of blocks) {
      count += 1;
      let rendered;
      try {
        rendered = await renderDiagram(node.value, options);
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error;
        const line = node.position && error.line !== undefined ? node.position.start.line + error.line : undefined;
        file.fail(`Diagram: ${error.message}`, {place: line === undefined ? node.position : {line, column: 1}});
      }
      const figure = diagramFigure(rendered.svg, rendered.title, rendered.description, `diagram-${count}`);
      // An mdast node of its own kind, turned into the figure by mdast-util-to-hast (hName, hChildren).
      const diagram = node as Partial<Code> & {type: string};
      delete diagram.value;
      delete diagram.lang;
      delete diagram.meta;
      Object.assign(diagram, {
        type: 'diagram',
        data: {hName: 'figure', hProperties: figure.properties, hChildren: figure.children},
      });
    }
  };
}
