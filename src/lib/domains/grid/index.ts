export * from './grid';
export * from './heuristics';
export * from './generators';
export * from './words';
