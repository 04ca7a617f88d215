import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../db/seed/content.ts";
import { seedDiamonds } from "../db/seed/diamonds.ts";
import { startTestShop, type TestShop } from "../testing.ts";
import { nestedJson } from "./deep-json-inputs.testing.ts";
import {
  JSON_BODY_MAX_NESTING,
  nestsDeeperThan,
  TOO_DEEP_MESSAGE,
} from "./json-bodies.ts";

/** No 500 for any body (architecture: "the server never answers 500 to bad input"): deep JSON is refused before parsing. */
describe("nestsDeeperThan", () => {
  it("counts arrays and objects inside one another, not brackets inside strings", () => {
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan("[[],[],[],[]]", 2)).toBe(false);
    expect(
      nestsDeeperThan(`{"note":"${"[".repeat(100)}\\"${"{".repeat(100)}"}`, 1),
    ).toBe(false);
    expect(
      nestsDeeperThan(nestedJson(20_000, "both"), JSON_BODY_MAX_NESTING),
    ).toBe(true);
    expect(
      nestsDeeperThan(
        nestedJson(JSON_BODY_MAX_NESTING, "both"),
        JSON_BODY_MAX_NESTING,
      ),
    ).toBe(false);
  });
});

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({
    seed: async (handle) => {
      await seedContent(handle.db);
      await seedDiamonds(handle, 20);
    },
  });
});
afterAll(async () => shop?.close());

const post = (url: string, payload: string) =>
  shop.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": "application/json" },
    remoteAddress: "10.9.8.7",
  });

describe("a JSON body nested thousands of levels deep", () => {
  it('is a 400 "nested too deeply" in the diamond search\'s own shape', async () => {
    const answer = await post(
      "/api/diamond/list/naturaldiamond",
      nestedJson(5_000, "both"),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      success: false,
      message: TOO_DEEP_MESSAGE,
      data: [],
      total: 0,
    });
  });

  it('is a 400 "nested too deeply" in the shop-wide shape elsewhere, even under a field of a plausible body', async () => {
    const answer = await post(
      "/api/contact/create",
      `{"name":"Aisyah","email":"a@example.com","phone":"0123456789","subject":"Hi","message":${nestedJson(5_000, "arrays")}}`,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: "400", message: TOO_DEEP_MESSAGE });
  });

  it(`a body within ${JSON_BODY_MAX_NESTING} levels is read as before`, async () => {
    const answer = await post(
      "/api/diamond/list/naturaldiamond?limit=1",
      `{"shape":"ROUND","x":${nestedJson(JSON_BODY_MAX_NESTING - 1, "both")}}`,
    );
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    const broken = await post("/api/contact/create", '{"name":');
    expect(broken.json()).toEqual({
      code: "400",
      message: "The request body is not valid JSON.",
    });
    const poisoned = await post(
      "/api/contact/create",
      '{"__proto__":{"admin":true}}',
    );
    expect(poisoned.statusCode).toBe(400);
  });
});
