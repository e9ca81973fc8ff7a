-- Account management for security (review security S13): an administrator can disable an
-- account (it cannot log in, and its sessions end) without deleting its answers; NULL is
-- an account in use.
ALTER TABLE users ADD COLUMN disabled_at BIGINT;
