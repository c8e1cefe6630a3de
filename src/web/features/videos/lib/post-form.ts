import {
  POSTING_MESSAGES,
  postToYouTubeBodySchema,
  type PostToYouTubeInput,
  type YouTubeMetadata,
  type YouTubePrivacySetting,
} from '@shared/posting';
import { parseTagList, utf8Bytes, YOUTUBE_TITLE_MAX } from '@shared/youtube-metadata';
import { checked, type Checked } from '../../../lib/form-checks';

/** The post dialog's fields as the user edits them (tags as one comma-separated text). */
export interface PostFormValues {
  title: string;
  description: string;
  tags: string;
  privacy: YouTubePrivacySetting;
  madeForKids: boolean;
  syntheticMedia: boolean;
  /** A `datetime-local` value (the user's own time zone), or '' for "publish now". */
  publishAt: string;
}

/** The proposal as the form's starting values; YouTube's own defaults for the rest. */
export function initialPostForm(metadata: YouTubeMetadata | undefined): PostFormValues {
  return {
    title: metadata?.title ?? '',
    description: metadata?.description ?? '',
    tags: metadata?.tags.join(', ') ?? '',
    privacy: 'public',
    madeForKids: false,
    syntheticMedia: true,
    publishAt: '',
  };
}

/**
 * A publish time needs Private (YouTube's rule): setting one makes the video private, and
 * choosing Public or Unlisted takes the publish time away again.
 */
export function editPostForm(
  values: PostFormValues,
  edit: Partial<PostFormValues>,
): PostFormValues {
  const next = { ...values, ...edit };
  if (edit.publishAt) next.privacy = 'private';
  if (edit.privacy && edit.privacy !== 'private') next.publishAt = '';
  return next;
}

/** "37/100": the title's length against YouTube's limit, as the schema counts it. */
export function titleCount(title: string): { text: string; over: boolean } {
  const length = title.trim().length;
  return { text: `${length}/${YOUTUBE_TITLE_MAX}`, over: length > YOUTUBE_TITLE_MAX };
}

export const descriptionBytes = (description: string) => utf8Bytes(description.trim());

/** "2026-03-08T09:30" for `date`, in the browser's time zone (the input's min). */
export function toLocalInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The values as the request body, or the first rule they break (the server checks the same). */
export function checkPostForm(values: PostFormValues, now: Date): Checked<PostToYouTubeInput> {
  let publishAt: string | null = null;
  if (values.publishAt) {
    // A datetime-local value without an offset is the user's local time.
    const when = new Date(values.publishAt);
    if (Number.isNaN(when.getTime()) || when.getTime() <= now.getTime()) {
      return { ok: false, message: POSTING_MESSAGES.publishAtInPast };
    }
    publishAt = when.toISOString();
  }
  const result = checked(
    postToYouTubeBodySchema.safeParse({
      title: values.title,
      description: values.description,
      tags: parseTagList(values.tags),
      privacy: values.privacy,
      madeForKids: values.madeForKids,
      syntheticMedia: values.syntheticMedia,
      publishAt,
    }),
  );
  // Send what the user typed (trimmed by the schema), in the shape the route documents.
  return result.ok ? { ok: true, data: result.data } : result;
}
