import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBetween } from './booking-fixtures.js';
import { multipart, photo } from './photo-fixtures.js';
import { PRISM_EXCLUSIONS, PrismProxy, operationMatcher, type PrismAnswer } from './prism.js';
import { SseStream } from './sse-client.js';
import { BASE_URL, contractProblems, useTestApp } from './test-app.js';

// Stoplight Prism checks the API's answers against its OpenAPI document (the authorization matrix
// and the hostile tests send every request through it: test-app.ts). These tests show it would
// catch a document that lies, and test directly what it cannot judge.

const t = useTestApp();
let upstream: string;
let document: OpenAPIV3.Document;
/** Prism serving the true document. */
let honest: PrismProxy;
/**
 * Prism serving a copy of the document that lies twice: it says the categories are a list of words,
 * and its shared error schema requires a property no error has.
 */
let liar: PrismProxy;

beforeAll(async () => {
  upstream = await t.app.listen({ host: '127.0.0.1', port: 0 });
  document = t.app.swagger() as unknown as OpenAPIV3.Document;
  const lies = structuredClone(document);
  const categories = lies.paths['/api/categories']!.get!.responses['200'] as OpenAPIV3.ResponseObject;
  categories.content!['application/json']!.schema = { type: 'array', items: { type: 'string' } };
  const error = lies.components!.schemas!.Error as OpenAPIV3.SchemaObject;
  error.required = [...error.required!, 'reason'];
  [honest, liar] = await Promise.all([
    PrismProxy.start(document, upstream),
    PrismProxy.start(lies, upstream),
  ]);
});

afterAll(async () => {
  await Promise.all([honest?.close(), liar?.close()]);
});

/** What `contractProblems` makes of one answer. */
const problemsOf = (operation: string, answer: PrismAnswer) =>
  contractProblems([
    { operation, status: answer.status, refusal: answer.refusal, violations: answer.violations },
  ]);

describe('Prism, in front of the real server', () => {
  it('lets an answer that matches the document by, and catches one whose schema a copy of the document gets wrong', async () => {
    const fine = await honest.send({ method: 'GET', url: '/api/categories', headers: {} });
    expect(fine.status).toBe(200);
    expect(fine.violations).toEqual([]);
    expect(problemsOf('GET /api/categories', fine)).toEqual([]);

    // The copy says the categories are a list of words: the server's objects break it.
    const caught = await liar.send({ method: 'GET', url: '/api/categories', headers: {} });
    expect(caught.status).toBe(500);
    expect(caught.refusal).toBe('answer');
    expect(caught.violations.map((violation) => violation.location.slice(0, 3).join('.'))).toContain(
      'response.body.0',
    );
    const problems = problemsOf('GET /api/categories', caught);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem).toMatch(/^GET \/api\/categories \(500\): answer body\.\d+ .*must be string$/);
    }
  });

  it("catches an error answer the copy's shared error schema gets wrong", async () => {
    const caught = await liar.send({ method: 'GET', url: '/api/products/nope', headers: {} });
    expect(caught.refusal).toBe('answer');
    expect(caught.violations.map(({ location, message }) => `${location.join('.')} ${message}`)).toEqual([
      expect.stringMatching(/^response\.body .*must have required property 'reason'$/),
    ]);
  });

  it("refuses, in the server's place, a request without the credentials or the body the document asks for", async () => {
    const anonymous = await honest.send({ method: 'GET', url: '/api/myorders', headers: {} });
    expect([anonymous.status, anonymous.refusal]).toEqual([401, 'security']);

    const buyer = await t.signUp();
    const bodiless = await honest.send({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: BASE_URL, cookie: buyer.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ meetingLocation: 'Gate', phoneNumber: '0123456789' }),
    });
    expect([bodiless.status, bodiless.refusal]).toEqual([422, 'request']);
    expect(bodiless.violations.map(({ location, message }) => `${location.join('.')} ${message}`)).toEqual([
      expect.stringMatching(/^body .*must have required property 'productId'$/),
    ]);
    const recorded = (directStatus: number) =>
      contractProblems([
        {
          operation: 'POST /api/bookings',
          status: 422,
          refusal: 'request',
          violations: bodiless.violations,
          directStatus,
        },
      ]);
    // The server refuses it too, which is all the record of such a call asks; had the server taken
    // it, the document would be wrong.
    const direct = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      payload: { meetingLocation: 'Gate', phoneNumber: '0123456789' },
    });
    expect(direct.statusCode).toBe(400);
    expect(recorded(direct.statusCode)).toEqual([]);
    expect(recorded(201)).not.toEqual([]);
  });
});

/** The document's answer of an operation for a status, and its media type when it has a body. */
function documented(operation: string, status: number): OpenAPIV3.ResponseObject {
  const [method, path] = operation.split(' ') as [string, string];
  const answer =
    document.paths[path]?.[method.toLowerCase() as OpenAPIV3.HttpMethods]?.responses[String(status)];
  expect(answer, `${operation} ${status} in the document`).toBeDefined();
  return answer as OpenAPIV3.ResponseObject;
}

/** Every required property of the documented object there, and none it does not name. */
function expectShaped(value: Record<string, unknown>, schema: OpenAPIV3.SchemaObject): void {
  expect(Object.keys(value).filter((key) => !(key in schema.properties!))).toEqual([]);
  expect(schema.required!.filter((key) => !(key in value))).toEqual([]);
}

describe('what a proxy cannot judge whole, tested directly against the document', () => {
  it('lists as exclusions operations of the document only', () => {
    const operationOf = operationMatcher(document);
    for (const operation of Object.keys(PRISM_EXCLUSIONS)) {
      const [method, path] = operation.split(' ') as [string, string];
      expect(operationOf(method, path.replace(/\{\w+\}/g, 'x')), operation).toBe(operation);
    }
  });

  it('POST /api/photos takes multipart bytes and answers the documented photos; GET serves them as WebP', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const upload = multipart([{ data: await photo('jpeg', { width: 60, height: 90 }) }]);
    const response = await t.request({
      method: 'POST',
      url: '/api/photos',
      as: seller,
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = documented('POST /api/photos', 201).content!['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as { photos: Record<string, unknown>[] };
    expectShaped(body, created);
    const item = (created.properties!.photos as OpenAPIV3.ArraySchemaObject).items as OpenAPIV3.SchemaObject;
    for (const each of body.photos) expectShaped(each, item);
    expect(Object.keys(documented('POST /api/photos', 201).content!)).toEqual(['application/json']);
    expect(Object.keys(document.paths['/api/photos']!.post!.requestBody as object)).toContain('content');

    const served = await t.request({ url: body.photos[0]!.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Object.keys(documented('GET /api/photos/{id}/{file}', 200).content!)).toEqual(['image/webp']);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('GET /api/auth/callback/{id} answers the documented 302 with its Location', async () => {
    const response = await t.request({ url: '/api/auth/callback/google?code=x&state=y' });
    expect(response.statusCode).toBe(302);
    expect(documented('GET /api/auth/callback/{id}', 302).headers).toHaveProperty('Location');
    expect(response.headers.location).toEqual(expect.any(String));
  });

  it('GET /api/events (whose refusals go through Prism) streams text/event-stream, as documented', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    await bookingBetween(t, buyer, seller);
    const answer = await SseStream.open(`${upstream}/api/events`, { cookie: buyer.cookie, origin: BASE_URL });
    try {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(Object.keys(documented('GET /api/events', 200).content!)).toEqual(['text/event-stream']);
    } finally {
      answer.stream?.close();
    }
  });
});
