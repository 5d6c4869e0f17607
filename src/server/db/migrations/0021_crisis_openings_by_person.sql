-- A person's crisis openings by person, newest last: the check at every match for a crisis to carry
-- (crisis/before-match.ts), which reads the half hour before it by person, and the data export.
CREATE INDEX "crisis_openings_person_idx" ON "crisis_openings" USING btree ("person_id","created_at");