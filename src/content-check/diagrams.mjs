// The `diagram` rule: a ```mermaid block must be one the build can draw (src/plugins/diagrams/render.mjs):
// a supported kind, its accTitle and accDescr, nothing the renderer would drop, and no wider than the
// content column. The check draws it with the build's own renderer and cache, so the build then reuses it.
import {DiagramError, MAX_WIDTH, renderDiagramSync, sizeOf} from '../plugins/diagrams/render.mjs';

/**
 * Problems of one block, each with its line within the block (0 for the fence line).
 * @param {string} source
 * @returns {{line: number, message: string}[]}
 */
export function checkDiagram(source) {
  try {
    const {svg} = renderDiagramSync(source);
    const {width} = sizeOf(svg);
    if (width > MAX_WIDTH)
      return [
        {
          line: 0,
          message: `the diagram is ${Math.round(width)} px wide (at most ${MAX_WIDTH}): lay it out top to bottom (flowchart TB) or split it`,
        },
      ];
    return [];
  } catch (error) {
    if (error instanceof DiagramError) return [{line: error.line ?? 0, message: error.message}];
    throw error;
  }
}
