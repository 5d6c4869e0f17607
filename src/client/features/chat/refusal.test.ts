import { describe, expect, it } from "vitest";
import { HttpError, NetworkError } from "@/lib/http";
import { AckError } from "@/lib/socket";
import { refusalOf } from "./refusal";

describe("refusalOf", () => {
  it("tells a room that does not exist from one that is not ours, over REST and the socket", () => {
    expect(refusalOf(new HttpError("This chat could not be found.", 404))).toBe("missing");
    expect(refusalOf(new AckError("This chat could not be found.", 404))).toBe("missing");
    expect(refusalOf(new HttpError("You are not a participant in this chat.", 403))).toBe("not-yours");
    expect(refusalOf(new AckError("You are not a participant in this chat.", 403))).toBe("not-yours");
  });

  it("does not take a failure to reach the room for a refusal", () => {
    expect(refusalOf(new HttpError("Kindred is busy.", 503))).toBeNull();
    expect(refusalOf(new AckError("Slow down.", 429))).toBeNull();
    expect(refusalOf(new NetworkError("We couldn't reach Kindred."))).toBeNull();
    expect(refusalOf(new Error("timeout"))).toBeNull();
  });
});
