import { describe, expect, it } from "vitest";
import { storedModel } from "../../shared/crisis-classifier/classify.js";
import { CRISIS_CLASSIFIER_MODEL } from "../../shared/crisis-classifier/model.js";
import { DEVELOPMENT } from "../../shared/crisis-corpus/development.js";
import { CHOSEN, crossValidate, trainClassifier, trainingRows } from "./classifier-training.js";

describe("the crisis classifier's training", () => {
  it("committed the model that the development part trains (else run `npm run crisis:train`)", () => {
    expect(storedModel(trainClassifier(DEVELOPMENT))).toEqual(CRISIS_CLASSIFIER_MODEL);
  });

  it("alarms at most 0.5 % of the development part's benign rows, cross-validated", () => {
    const [point] = crossValidate(trainingRows(DEVELOPMENT), CHOSEN, [CHOSEN.threshold]);
    expect(point!.falsePositives.fired / point!.falsePositives.total).toBeLessThanOrEqual(0.005);
    expect(point!.recall.caught).toBeGreaterThan(0);
  });
});
