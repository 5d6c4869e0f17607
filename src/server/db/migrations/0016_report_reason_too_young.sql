-- The report reason about age names no age: Kindred's minimum (MINIMUM_AGE) need not be 18, and a
-- moderator must not read "under 18" where the rule is another age. Reports filed with the old
-- wording, by a person or by Kindred, read as the new ones do (moderation/report-reasons.ts).
UPDATE "reports" SET "reason" = 'They seem to be too young for Kindred' WHERE "reason" = 'They seem to be under 18';
