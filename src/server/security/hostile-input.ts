/**
 * Hostile input for the fuzzing tests (fast-check arbitraries): odd ids, wrong types, huge strings,
 * deep nesting and bodies that are not JSON at all. Runs are seed-reproducible: FUZZ_SEED picks the
 * seed (fast-check prints the seed and path of any failure, to replay it).
 */
import fc from "fast-check";
import type { ZodType } from "zod";

export const FUZZ = { seed: Number(process.env.FUZZ_SEED ?? 20_261_123), numRuns: 20 } as const;

/** Nested arrays, as a value (kept shallow enough for fast-check to print a counterexample)... */
export const deeplyNested = (depth = 200): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** ...and as JSON text as deep as the 64 KiB body limit allows. */
const DEEP_JSON = `${"[".repeat(30_000)}${"]".repeat(30_000)}`;

/** Strings that have broken servers before: traversal, NUL, huge, unicode, numbers, SQL and HTML. */
export const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "../../etc/passwd",
    "\u0000",
    "%00",
    "😀".repeat(50),
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "' or 1=1 --",
    "<script>alert(1)</script>",
    "x".repeat(5_000),
  ),
);

/** Text a store or a renderer may choke on: NUL, lone surrogates, right-to-left marks, markup, SQL. */
const nastyText = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\u202eevil",
  "<img src=x onerror=alert(1)>",
  "'; drop table messages; --",
  "x".repeat(1_001),
);

/** An id for a path parameter: sometimes a real one (so that access, not format, decides). */
export const oddId = (realIds: string[]) =>
  fc.oneof(
    fc.constantFrom(...realIds),
    fc.uuid(),
    oddString.filter((s) => s.length > 0),
  );

/** Any JSON value, with the odd strings mixed in. */
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), oddString, fc.constant(deeplyNested()));

/**
 * A JSON body: anything at all, or an object with the schema's own fields holding wrong types,
 * which gets further into validation than random keys would.
 */
export function hostileBody(schema: ZodType | undefined) {
  const fields = Object.keys(shapeOf(schema));
  const wrongTyped =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), anyJson, { maxKeys: fields.length + 1 })
      : fc.constant({ unexpected: "field" });
  // Every field a string, often a nasty one: gets past type checks to what the route does with odd text.
  const allStrings = fc.record(Object.fromEntries(fields.map((field) => [field, fc.oneof(nastyText, oddString)])));
  return fc.oneof(
    anyJson,
    wrongTyped,
    { arbitrary: allStrings, weight: 3 },
    fc.dictionary(oddString, anyJson, { maxKeys: 4 }),
  );
}

/** Bytes that are not the JSON they claim to be, or not JSON at all. */
export const rawBody = fc.oneof(
  fc.record({ contentType: fc.constant("application/json"), payload: fc.string({ maxLength: 60 }) }),
  fc.record({ contentType: fc.constant("application/json"), payload: fc.constant("{".repeat(50_000)) }),
  fc.record({ contentType: fc.constant("application/json"), payload: fc.constant(DEEP_JSON) }),
  fc.record({ contentType: fc.constant("application/json"), payload: fc.constant(`"${"y".repeat(70_000)}"`) }),
  fc.record({ contentType: fc.constant("application/json"), payload: fc.constant('{"__proto__":{"admin":true}}') }),
  fc.record({
    contentType: fc.constantFrom("text/plain", "application/xml", "multipart/form-data"),
    payload: oddString,
  }),
);

/** Query strings with random keys and values, including the route's own keys. */
export function hostileQuery(schema: ZodType | undefined) {
  const keys = [...Object.keys(shapeOf(schema)), "after", "cursor", "status"];
  return fc.dictionary(fc.oneof(fc.constantFrom(...keys), oddString), oddString, { maxKeys: 3 });
}

function shapeOf(schema: ZodType | undefined): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === "object" ? shape : {};
}

/** Whether the input passes the schema (a route without one accepts anything). */
export const passes = (schema: ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;
