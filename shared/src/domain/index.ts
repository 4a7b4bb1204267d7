export * from './common';
export * from './profile';
export * from './interest';
export * from './favourite';
export * from './resource';
export * from './property';
export * from './area-insight';
