/**
 * Every schema of the REST wire contract, by name. The route table (routes.ts) names its schemas
 * rather than importing them, so that the table costs the landing page no zod: the server reads
 * this module at start; the client loads api.ts beside its first request, and this module only for
 * a reply whose schema lives in one of the others (src/client/lib/api.ts).
 */
export * from "./api.js";
export * from "./account-api.js";
export * from "./after-chat-api.js";
export * from "./admin-api.js";
export * from "./moderation-api.js";
export * from "./sanctions-api.js";
export * from "./counsel-api.js";
export { AgeAnswer } from "./age.js";
