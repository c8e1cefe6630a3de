import { VIDEO_MESSAGES } from '@shared/videos';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCreditBalance } from '../../../lib/credit-balance';
import { useItemDeletions } from '../../../lib/item-deletions';
import { useReadyPodcastBackgrounds } from '../api/get-podcast-backgrounds';
import { useReadyPodcastCharacters } from '../api/get-podcast-characters';
import { useVideoJobs } from '../api/get-video-jobs';
import { VIDEO_DELETE_KEYS } from '../components/job-card';
import { JobGrid } from '../components/job-grid';
import { PromptPanel } from '../components/prompt-panel';
import { StudioHeader } from '../components/studio-header';
import { useVideoJobUpdates } from '../hooks/use-video-job-updates';
import { useVideoReadyNotifications } from '../hooks/use-video-ready-notifications';

/** Space kept between the last row of cards and the prompt panel. */
const PANEL_GAP_PX = 24;

/**
 * /videos, the video studio: the sticky header, the user's jobs (live), and the fixed prompt
 * panel. The page pads its bottom by the panel's height so the panel never hides a card.
 */
export function VideosPage() {
  const { balance } = useCreditBalance();
  const jobs = useVideoJobs();
  const { characters, loaded: charactersLoaded } = useReadyPodcastCharacters();
  const backgrounds = useReadyPodcastBackgrounds();
  const [panelHeight, setPanelHeight] = useState(0);
  useVideoJobUpdates();
  useItemDeletions({ video: VIDEO_DELETE_KEYS });
  useVideoReadyNotifications(jobs.data?.jobs);

  const refreshAll = () => {
    jobs.refetch({ throwOnError: true }).then(
      () => toast.success(VIDEO_MESSAGES.statusRefreshed),
      () => toast.error(VIDEO_MESSAGES.failedToCheckStatus),
    );
  };

  return (
    <div style={{ paddingBottom: panelHeight + PANEL_GAP_PX }}>
      <StudioHeader balance={balance} onRefresh={refreshAll} isRefreshing={jobs.isRefetching} />
      <section aria-label="Your videos" className="mx-auto mt-6 max-w-6xl sm:mt-8">
        <JobGrid
          jobs={jobs.data?.jobs}
          isPending={jobs.isPending}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
        />
      </section>
      <PromptPanel
        balance={balance}
        characters={characters}
        charactersLoaded={charactersLoaded}
        backgrounds={backgrounds}
        // Nothing to look at when the list failed to load: the panel need not fold for it.
        jobCount={jobs.isError ? 0 : jobs.data?.jobs.length}
        onHeightChange={setPanelHeight}
      />
    </div>
  );
}
