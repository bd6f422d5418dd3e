// The notice's words live beside the hosted sender (supabase/functions/staff-mail-send).
export { noticeMail, type NoticeLinks, type StaffNotice } from '../../../supabase/functions/_shared/staffNoticeMail.ts';
