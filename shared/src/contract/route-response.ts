/**
 * What a route answers, declared in the route table as a type only: the markers below cost a few bytes
 * at run time and no schema, so function and web bundles stay small. `httpHandler` checks each handler's
 * return value against it, and the web client's `api()` returns it.
 */
declare const answers: unique symbol;

export interface ResponseType<T> {
  readonly kind: 'json' | 'html' | 'text' | 'empty';
  /** Never set: carries the type of the body. */
  readonly [answers]?: T;
}

/** A JSON body of type T. */
export const json = <T>(): ResponseType<T> => ({ kind: 'json' });
/** An HTML page (not meant for the web client's `api()`). */
export const html = (): ResponseType<string> => ({ kind: 'html' });
/** A plain-text or XML document (robots.txt, sitemap.xml), not meant for `api()`. */
export const text = (): ResponseType<string> => ({ kind: 'text' });
/** No body (204). */
export const noContent = (): ResponseType<undefined> => ({ kind: 'empty' });

export type ResponseOf<R> = R extends { readonly response: ResponseType<infer T> } ? T : never;
