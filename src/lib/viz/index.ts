/**
 * What the views draw, as numbers: the search tree's tidy layout and its compact mode, zoom and
 * pan, the frontier panel, the depth and f chart, the board's tiles, and the palette of node
 * roles. Nothing here touches the DOM; components draw.
 *
 *   const shown = collapseForDisplay(tree, { keep, maxNodes: COMPACT_MODE_THRESHOLD });
 *   const layout = layoutSearchTree(shown.nodes, { ...sizes, summaries: shown.summaries });
 *   const view = fitTransform(layout.bbox, viewport, 16, 1);
 */
export * from './node-roles';
export * from './tree-index';
export * from './tree-layout';
export * from './tree-collapse';
export * from './viewport';
export * from './frontier-view';
export * from './series';
export * from './board-layout';
export * from './tree-view';
