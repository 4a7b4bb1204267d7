import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { listen } from './ports';

/**
 * Stands in for the part of Stripe's API the portal calls (docs/architecture.md section 16), as the official `stripe` library
 * sends it: form-encoded bodies with a Bearer secret key, JSON answers in Stripe's object shapes and error shape.
 * - POST /v1/checkout/sessions (mode 'payment', price_data line items), GET /v1/checkout/sessions/{id}
 * - POST /v1/checkout/sessions/{id}/expire (an open session only; it sends `checkout.session.expired`)
 * - POST /v1/refunds (payment_intent, amount, reason, metadata)
 * A POST with an Idempotency-Key seen before answers what the first one answered, as Stripe does.
 *
 * A session's `url` is a checkout page served here: 'Pay' marks the session paid and sends `checkout.session.completed`
 * to the webhook URL, then goes to the session's success_url; 'Cancel' goes to its cancel_url and leaves the session open.
 * A refund sends `refund.created` and `charge.refunded`. Every event is signed as Stripe signs it:
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>`,
 * computed here with node:crypto (not the library's test helper) so that the library's verification proves the format.
 *
 * The control API, for tests (no key, like the webhook sink's /_control):
 * - GET  /_control/events: every event, with each delivery (time, status, whether its signature was genuine)
 * - POST /_control/sessions/{id}/pay  {"deliver": false}?: pays as the page's button does; with deliver false, this
 *   payment's events (its refunds' too) are kept back for the test to send
 * - POST /_control/sessions/{id}/expire {"deliver": false}?: expires an unpaid session (`checkout.session.expired`)
 * - POST /_control/sessions/{id}/forget: drops the session, as if Stripe had never made it (its API then answers
 *   404 resource_missing, as for a session of another account or mode)
 * - POST /_control/unreachable {"naming": "<text>" | null}: API requests whose path or body contain the text have their
 *   connection dropped unanswered (Stripe out of reach for that one reservation, not for the other tests); null ends it
 * - POST /_control/events/{id}/send   {"timestamp": <unix seconds>}?: (re)sends one event, signed afresh (a replay);
 *   an old timestamp makes a stale one
 * - POST /_control/send               {"events": ["evt_...", ...]}: sends events in the order given
 * - POST /_control/events/{id}/forge: sends the event with a signature made with another secret
 * State is kept in memory: it is gone when the stack stops.
 */
export interface StripeStandIn {
  /** Where the API answers (the client's host, port and protocol): http://127.0.0.1:<port> */
  url: string;
  /** The secret key the API accepts (a per-run random value). */
  secretKey: string;
  /** The webhook endpoint's signing secret (a per-run random value). */
  webhookSecret: string;
  stop(): Promise<void>;
}

export interface StripeStandInOptions {
  /** 0 picks a free port (unit tests). */
  port: number;
  /** Where events are POSTed: the API's `POST /webhooks/stripe`. */
  webhookUrl: string;
  secretKey?: string;
  webhookSecret?: string;
  log?: (line: string) => void;
}

/** One POST of an event to the webhook URL. */
export interface StripeDelivery {
  at: string;
  /** The endpoint's answer, or 0 when it could not be reached. */
  status: number;
  /** The Stripe-Signature header sent. */
  signature: string;
  /** False for a forged delivery. */
  genuine: boolean;
}

export interface StripeSentEvent {
  id: string;
  type: string;
  created: number;
  /** The event's body exactly as POSTed (what the signature covers). */
  body: string;
  deliveries: StripeDelivery[];
}

type Json = Record<string, unknown>;

interface Session extends Json {
  id: string;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  /** Not fields of Stripe's: the version the library asked for (for the events), what the page says is paid for, and the payment's metadata. */
  apiVersion: string | null;
  description: string;
  paymentMetadata: Record<string, string>;
}

interface Payment {
  paymentIntent: string;
  charge: string;
  amount: number;
  refunded: number;
  currency: string;
  /** Its events are kept back until a test sends them. */
  holdEvents: boolean;
  /** The Stripe-Version its session was created with: its events' api_version. */
  apiVersion: string | null;
  /** The session's payment_intent_data[metadata], which Stripe copies onto the payment and its charge. */
  metadata: Record<string, string>;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'authentication_error' | 'api_error',
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
  body() {
    return { error: { type: this.type, message: this.message, ...(this.param ? { param: this.param } : {}), ...(this.code ? { code: this.code } : {}) } };
  }
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const unixNow = () => Math.floor(Date.now() / 1000);

/** Stripe's signature header over a raw body (https://docs.stripe.com/webhooks#verify-manually). */
export function stripeSignatureHeader(rawBody: string, secret: string, timestamp: number = unixNow()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * A form body as the library encodes it (`line_items[0][price_data][unit_amount]=1000`, `metadata[k]=v`) into
 * nested objects; an object whose keys are all indices becomes an array.
 */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '');
    let node: Json = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
    return indexed ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

const text = (value: unknown, param: string): string => {
  if (typeof value !== 'string' || value === '')
    throw new StripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, param, 'parameter_missing');
  return value;
};
const wholeNumber = (value: unknown, param: string): number => {
  const number = Number(text(value, param));
  if (!Number.isSafeInteger(number) || number < 1)
    throw new StripeError(400, 'invalid_request_error', `Invalid integer: ${String(value)}`, param, 'parameter_invalid_integer');
  return number;
};
const metadataOf = (value: unknown): Record<string, string> => (typeof value === 'object' && value !== null ? (value as Record<string, string>) : {});
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Pence as the checkout page shows them: £1,234.50 */
const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const log = options.log ?? (() => undefined);
  const secretKey = options.secretKey ?? `sk_test_local_${randomBytes(16).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('base64')}`;
  const sessions = new Map<string, Session>();
  const payments = new Map<string, Payment>();
  const events = new Map<string, StripeSentEvent>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let origin = '';
  /** API requests naming this text go unanswered (/_control/unreachable). */
  let unreachableFor: string | null = null;

  async function deliver(event: StripeSentEvent, how: { timestamp?: number; forged?: boolean } = {}): Promise<StripeDelivery> {
    const secret = how.forged ? `whsec_${randomBytes(24).toString('base64')}` : webhookSecret;
    const signature = stripeSignatureHeader(event.body, secret, how.timestamp ?? unixNow());
    const status = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: event.body,
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => 0,
    );
    const delivery = { at: new Date().toISOString(), status, signature, genuine: !how.forged };
    event.deliveries.push(delivery);
    log(`[stripe] ${event.type} ${event.id} -> ${status || 'unreachable'}${how.forged ? ' (forged)' : ''}`);
    return delivery;
  }

  /** Records an event and sends it unless its payment's events are kept back. */
  async function emit(type: string, object: Json, source: { apiVersion: string | null; holdEvents: boolean }): Promise<void> {
    const id = newId('evt');
    const created = unixNow();
    const event = {
      id,
      object: 'event',
      api_version: source.apiVersion,
      created,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    // Pretty-printed, as Stripe sends them: a receiver that verifies anything but the raw body fails.
    const sent: StripeSentEvent = { id, type, created, body: JSON.stringify(event, null, 2), deliveries: [] };
    events.set(id, sent);
    if (!source.holdEvents) await deliver(sent);
  }

  function createSession(params: Json, apiVersion: string | null): Session {
    if (params.mode !== 'payment') throw new StripeError(400, 'invalid_request_error', 'Only mode=payment is supported here.', 'mode');
    const items = Array.isArray(params.line_items) ? (params.line_items as Json[]) : [];
    if (items.length === 0) throw new StripeError(400, 'invalid_request_error', 'Missing required param: line_items.', 'line_items', 'parameter_missing');
    let total = 0;
    let currency = '';
    items.forEach((item, i) => {
      const priceData = (item.price_data ?? {}) as Json;
      currency = text(priceData.currency, `line_items[${i}][price_data][currency]`).toLowerCase();
      if (currency !== 'gbp') throw new StripeError(400, 'invalid_request_error', 'Only GBP is accepted here.', `line_items[${i}][price_data][currency]`);
      text(((priceData.product_data ?? {}) as Json).name, `line_items[${i}][price_data][product_data][name]`);
      total += wholeNumber(priceData.unit_amount, `line_items[${i}][price_data][unit_amount]`) * wholeNumber(item.quantity, `line_items[${i}][quantity]`);
    });
    const id = newId('cs');
    const created = unixNow();
    const session: Session = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: text(params.cancel_url, 'cancel_url'),
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      created,
      currency,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
      metadata: metadataOf(params.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: text(params.success_url, 'success_url'),
      url: `${origin}/pay/${id}`,
      apiVersion,
      paymentMetadata: metadataOf((params.payment_intent_data as Json | undefined)?.metadata),
      description: items.map((item) => ((item.price_data as Json).product_data as Json).name).join(', '),
    };
    sessions.set(id, session);
    return session;
  }

  /** The session as Stripe shows it (without what only the stand-in keeps). */
  const sessionObject = ({ apiVersion: _version, description: _description, paymentMetadata: _metadata, ...session }: Session): Json => session;

  function sessionOr404(id: string): Session {
    const session = sessions.get(id);
    if (!session) throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'session', 'resource_missing');
    return session;
  }

  async function pay(session: Session, deliverEvents: boolean): Promise<void> {
    if (session.status !== 'open') return;
    const payment: Payment = {
      paymentIntent: newId('pi'),
      charge: newId('ch'),
      amount: session.amount_total,
      refunded: 0,
      currency: session.currency,
      holdEvents: !deliverEvents,
      apiVersion: session.apiVersion,
      metadata: session.paymentMetadata,
    };
    payments.set(payment.paymentIntent, payment);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: payment.paymentIntent });
    await emit('checkout.session.completed', sessionObject(session), payment);
  }

  /** Stripe expires an unpaid session after a day, or when the portal expires it: here when a test says so. */
  async function expire(session: Session, deliverEvents: boolean): Promise<void> {
    if (session.status !== 'open') return;
    session.status = 'expired';
    await emit('checkout.session.expired', sessionObject(session), { apiVersion: session.apiVersion, holdEvents: !deliverEvents });
  }

  async function refund(params: Json): Promise<Json> {
    const paymentIntent = text(params.payment_intent, 'payment_intent');
    const payment = payments.get(paymentIntent);
    if (!payment) throw new StripeError(404, 'invalid_request_error', `No such payment_intent: '${paymentIntent}'`, 'payment_intent', 'resource_missing');
    const remaining = payment.amount - payment.refunded;
    const amount = params.amount === undefined ? remaining : wholeNumber(params.amount, 'amount');
    if (amount > remaining)
      throw new StripeError(
        400,
        'invalid_request_error',
        `Refund amount (${pounds(amount)}) is greater than unrefunded amount on charge (${pounds(remaining)})`,
        'amount',
        'amount_too_large',
      );
    const reason = params.reason === undefined ? null : String(params.reason);
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))
      throw new StripeError(400, 'invalid_request_error', `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, 'reason');
    payment.refunded += amount;
    const refundObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: payment.charge,
      created: unixNow(),
      currency: payment.currency,
      metadata: metadataOf(params.metadata),
      payment_intent: paymentIntent,
      reason,
      status: 'succeeded',
    };
    await emit('refund.created', refundObject, payment);
    await emit(
      'charge.refunded',
      {
        id: payment.charge,
        object: 'charge',
        amount: payment.amount,
        amount_refunded: payment.refunded,
        currency: payment.currency,
        metadata: payment.metadata,
        paid: true,
        payment_intent: paymentIntent,
        refunded: payment.refunded === payment.amount,
        status: 'succeeded',
      },
      payment,
    );
    return refundObject;
  }

  function checkoutPage(session: Session): string {
    const amount = pounds(session.amount_total);
    const closed = session.status !== 'open' ? `<p role="status">This checkout is ${session.status === 'complete' ? 'paid' : 'expired'}.</p>` : '';
    return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${amount} - Stripe stand-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem;min-height:44px}</style></head>
<body><main>
<h1>Pay ${amount}</h1>
<p>${escapeHtml(session.description)}</p>
<p>Local Stripe stand-in: no card is needed and no money moves.</p>
${
  closed ||
  `<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>`
}
</main></body></html>`;
  }

  /** Stripe replaces {CHECKOUT_SESSION_ID} in success_url with the session's id. */
  const successUrl = (session: Session) => session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

  async function answerApi(req: http.IncomingMessage, body: string, path: string): Promise<{ status: number; body: unknown }> {
    if (req.headers.authorization !== `Bearer ${secretKey}`) throw new StripeError(401, 'authentication_error', 'Invalid API Key provided.');
    const params = parseStripeForm(body);
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && session) return { status: 200, body: sessionObject(sessionOr404(session[1]!)) };
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const version = req.headers['stripe-version'];
      return { status: 200, body: sessionObject(createSession(params, typeof version === 'string' ? version : null)) };
    }
    const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expiring) {
      const found = sessionOr404(expiring[1]!);
      if (found.status !== 'open')
        throw new StripeError(
          400,
          'invalid_request_error',
          'Only Checkout Sessions with a status in ["open"] can be expired.',
          undefined,
          'checkout_session_not_open',
        );
      await expire(found, true);
      return { status: 200, body: sessionObject(found) };
    }
    if (req.method === 'POST' && path === '/v1/refunds') return { status: 200, body: await refund(params) };
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
  }

  async function answerControl(req: http.IncomingMessage, body: string, path: string): Promise<{ status: number; body: unknown }> {
    const input = (body ? JSON.parse(body) : {}) as { deliver?: boolean; timestamp?: number; events?: string[]; naming?: string | null };
    const eventOr404 = (id: string) => {
      const event = events.get(id);
      if (!event) throw new StripeError(404, 'invalid_request_error', `No such event: '${id}'`);
      return event;
    };
    if (req.method === 'GET' && path === '/_control/events') return { status: 200, body: { events: [...events.values()] } };
    if (req.method === 'POST' && path === '/_control/unreachable') {
      unreachableFor = typeof input.naming === 'string' && input.naming !== '' ? input.naming : null;
      return { status: 200, body: { naming: unreachableFor } };
    }
    const forgetting = /^\/_control\/sessions\/([\w-]+)\/forget$/.exec(path);
    if (req.method === 'POST' && forgetting) {
      sessionOr404(forgetting[1]!);
      sessions.delete(forgetting[1]!);
      return { status: 200, body: { deleted: true } };
    }
    const ending = /^\/_control\/sessions\/([\w-]+)\/(pay|expire)$/.exec(path);
    if (req.method === 'POST' && ending) {
      const session = sessionOr404(ending[1]!);
      await (ending[2] === 'pay' ? pay : expire)(session, input.deliver !== false);
      return { status: 200, body: sessionObject(session) };
    }
    const sending = /^\/_control\/events\/([\w-]+)\/(send|forge)$/.exec(path);
    if (req.method === 'POST' && sending) {
      const event = eventOr404(sending[1]!);
      const how = sending[2] === 'forge' ? { forged: true } : input.timestamp === undefined ? {} : { timestamp: input.timestamp };
      return { status: 200, body: await deliver(event, how) };
    }
    if (req.method === 'POST' && path === '/_control/send') {
      const chosen = (input.events ?? []).map(eventOr404);
      const deliveries: StripeDelivery[] = [];
      for (const event of chosen) deliveries.push(await deliver(event));
      return { status: 200, body: { deliveries } };
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized control URL (${req.method}: ${path}).`);
  }

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: string): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const page = /^\/pay\/([\w-]+)(?:\/(pay|cancel))?$/.exec(path);
    if (page) {
      const session = sessionOr404(page[1]!);
      if (req.method === 'GET' && !page[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
        return;
      }
      if (req.method === 'POST' && page[2] === 'pay') {
        if (session.status !== 'open') {
          res.writeHead(409, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
          return;
        }
        await pay(session, true);
        res.writeHead(303, { location: successUrl(session) }).end();
        return;
      }
      if (req.method === 'POST' && page[2] === 'cancel') {
        res.writeHead(303, { location: session.cancel_url }).end();
        return;
      }
    }
    const key = req.method === 'POST' && path.startsWith('/v1/') ? req.headers['idempotency-key'] : undefined;
    const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
    const result = earlier ?? (path.startsWith('/_control/') ? await answerControl(req, body, path) : await answerApi(req, body, path));
    if (typeof key === 'string') idempotent.set(key, result);
    res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(result.body));
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (unreachableFor !== null && req.url?.startsWith('/v1/') && `${req.url} ${body}`.includes(unreachableFor)) {
        log(`[stripe] ${req.method} ${req.url} dropped: unreachable for ${unreachableFor}`);
        req.socket.destroy();
        return;
      }
      answer(req, res, body).catch((error: unknown) => {
        const failure = error instanceof StripeError ? error : new StripeError(500, 'api_error', String(error));
        if (failure.status >= 500) log(`[stripe] ${req.method} ${req.url} failed: ${String(error)}`);
        res.writeHead(failure.status, { 'content-type': 'application/json' }).end(JSON.stringify(failure.body()));
      });
    });
  });
  const stop = await listen(server, options.port, '127.0.0.1');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  origin = `http://127.0.0.1:${port}`;
  return { url: origin, secretKey, webhookSecret, stop };
}
