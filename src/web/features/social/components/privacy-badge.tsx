import type { TestVideo } from '@shared/youtube-test';
import { CalendarClock, Globe, Link2, Lock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

const PRIVACY = {
  public: { icon: Globe, label: 'Public' },
  unlisted: { icon: Link2, label: 'Unlisted' },
  private: { icon: Lock, label: 'Private' },
} as const;

/** A test video's privacy as it stands, or "Scheduled" while its publish time is ahead. */
export function PrivacyBadge({ video }: { video: Pick<TestVideo, 'privacy' | 'scheduled'> }) {
  if (video.scheduled) {
    return (
      <Badge variant="secondary">
        <CalendarClock aria-hidden="true" />
        Scheduled
      </Badge>
    );
  }
  const { icon: Icon, label } = PRIVACY[video.privacy];
  return (
    <Badge variant="secondary">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
