// ElectroDB ships no declarations for its inner modules; they are the classes its index exports.
declare module 'electrodb/src/entity.js' {
  export { Entity } from 'electrodb';
}
declare module 'electrodb/src/service.js' {
  export { Service } from 'electrodb';
}
