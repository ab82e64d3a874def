export * from './grid';
export * from './heuristics';
export * from './link';
export * from './generators';
export * from './words';
export * from './run';
export * from './presets';
