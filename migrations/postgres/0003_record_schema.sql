-- Records that remember (issue 30): each attempt row says in which schema its `variant`
-- and `answer` JSON were written, so that a later program upgrades them step by step
-- (src/store/records.rs) instead of failing on a renamed field. Rows written before
-- this step are schema 1.
ALTER TABLE attempts ADD COLUMN schema BIGINT NOT NULL DEFAULT 1;
