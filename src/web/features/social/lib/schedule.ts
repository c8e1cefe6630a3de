import { isFinalPostStatus, type Post } from '@shared/posting';

/**
 * The Schedule tab's posts (issue 28): everything not out yet that has a time — a publish
 * time, or the next quota day it waits for — soonest first (the list was in creation order).
 */
export function scheduledPosts(posts: readonly Post[]): Post[] {
  return posts
    .filter((post) => !isFinalPostStatus(post.status) && timeOf(post) !== null)
    .sort((a, b) => timeOf(a)! - timeOf(b)! || a.id.localeCompare(b.id));
}

/** When the post goes out: its publish time, else when it waits until. */
export function timeOf(post: Post): number | null {
  const at = post.publishAt ?? post.notBefore;
  return at ? new Date(at).getTime() : null;
}

/** Monday 00:00 (local) of the week holding `at`. */
export function weekStart(at: Date): Date {
  const start = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

/** The seven days of the week starting `start`, each with its posts (sorted). */
export function weekDays(posts: readonly Post[], start: Date) {
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index);
    const next = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
    return {
      day,
      posts: posts.filter((post) => {
        const at = timeOf(post);
        return at !== null && at >= day.getTime() && at < next.getTime();
      }),
    };
  });
}

/** A `datetime-local` input's value (local time, minutes) for an ISO time. */
export function toLocalInput(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
