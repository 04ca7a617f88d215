import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { myInvoisApi } from './myinvois-api.ts';
import { MyInvoisUnreachable } from './myinvois.ts';

/** MyInvois's real client (`myinvois-api.ts`) against local servers standing in for LHDN: its answers, and its silence. */
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** `timeoutMs` is short only where LHDN is meant to stay silent: a busy machine may take longer than that to answer a real reply. */
async function lhdn(answer: (request: IncomingMessage, response: ServerResponse) => void, timeoutMs = 10_000) {
  server = createServer(answer);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return myInvoisApi({ clientId: 'kilau-erp', clientSecret: 'not-a-real-secret', apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, portalUrl: 'https://preprod.myinvois.hasil.gov.my', timeoutMs });
}

/** Gives a token, then answers the other calls with `answer` (never, when it does nothing). */
const withToken = (answer: (request: IncomingMessage, response: ServerResponse) => void) => (request: IncomingMessage, response: ServerResponse) => {
  if (request.url === '/connect/token') return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'token', expires_in: 3600 }));
  answer(request, response);
};

const IDS = { tin: 'IG12345678901', scheme: 'NRIC', id: '900101145678' } as const;

describe("MyInvois's Validate Taxpayer's TIN", () => {
  it('asks with the TIN in the path and the identification in the query; 200 is valid, 404 and 400 not found', async () => {
    const asked: string[] = [];
    let status = 200;
    const myinvois = await lhdn(
      withToken((request, response) => {
        asked.push(`${request.method} ${request.url} ${request.headers.authorization}`);
        response.writeHead(status).end();
      }),
    );
    expect(await myinvois.validateTin(IDS)).toBe('valid');
    expect(asked).toEqual(['GET /api/v1.0/taxpayer/validate/IG12345678901?idType=NRIC&idValue=900101145678 Bearer token']);
    status = 404;
    expect(await myinvois.validateTin(IDS)).toBe('not found');
    status = 400;
    expect(await myinvois.validateTin(IDS)).toBe('not found');
    status = 503;
    await expect(myinvois.validateTin(IDS)).rejects.toBeInstanceOf(MyInvoisUnreachable);
  });
});

describe('a MyInvois that never answers', () => {
  it('each call gives up after its timeout as MyInvoisUnreachable (a failure to try again, not a refusal)', async () => {
    const myinvois = await lhdn(
      withToken(() => {
        // takes the request and never answers
      }),
      300,
    );
    for (const call of [() => myinvois.validateTin(IDS), () => myinvois.submit([{ codeNumber: 'INV-KL1', text: '{}' }]), () => myinvois.submission('SUB1'), () => myinvois.cancel('UUID1', 'Refunded')]) {
      const started = Date.now();
      await expect(call()).rejects.toBeInstanceOf(MyInvoisUnreachable);
      expect(Date.now() - started).toBeLessThan(3_000);
    }
  });

  it('no answer to the login either, or an answer that stops half-way, is the same', async () => {
    const silent = await lhdn(() => {}, 300);
    await expect(silent.submit([{ codeNumber: 'INV-KL1', text: '{}' }])).rejects.toThrow(/did not answer within 0.3 s/);
    server!.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    const halfWay = await lhdn(withToken((_, response) => void response.writeHead(202, { 'content-type': 'application/json' }).write('{"submissionUid":')), 300);
    await expect(halfWay.submit([{ codeNumber: 'INV-KL1', text: '{}' }])).rejects.toBeInstanceOf(MyInvoisUnreachable);
  });
});
