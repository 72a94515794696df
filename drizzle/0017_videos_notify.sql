-- The public video list is kept per process until its table changes (app/db/table-cache.server.ts):
-- every insert and update of a video is announced on 'youtube_videos_changes', whichever instance
-- wrote it, by the function of 0001_notify_triggers.sql. Videos are never deleted (a sync marks
-- them inactive).
CREATE TRIGGER youtube_videos_notify
AFTER INSERT OR UPDATE ON youtube_videos
FOR EACH ROW EXECUTE FUNCTION notify_row_change();
