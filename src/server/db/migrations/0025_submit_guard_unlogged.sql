-- The duplicate-submit guard's rows live for seconds and every write adds one: they need no
-- write-ahead log. After a crash the table starts empty, which only forgets a window of 2 s.
ALTER TABLE "submit_guard" SET UNLOGGED;
