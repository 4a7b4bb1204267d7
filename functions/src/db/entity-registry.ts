/**
 * The entities a bundle holds, by their model's name: each entity module registers its entity as it defines it, so a
 * write transaction (service.ts) is given the entities the bundle's own modules use, not the whole table's, which
 * would put every entity and the schemas they read in every function (tests/infra/stacks.test.ts bounds the bundles).
 * entity-registry.test.ts checks that a module naming an entity in a transaction (`tx.<entity>`) imports it.
 */
export const registeredEntities: Record<string, unknown> = {};

export function register(entity: object): void {
  registeredEntities[(entity as { schema: { model: { entity: string } } }).schema.model.entity] = entity;
}
