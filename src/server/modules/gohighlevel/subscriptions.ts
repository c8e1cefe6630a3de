import type { Database } from '../../db/client.js';
import type { DomainSubscription } from '../../platform/events/index.js';
import type { JobSender } from '../../platform/jobs/index.js';
import { IntegrationEvents } from './events.js';
import type { GoHighLevelJob } from './job-declarations.js';
import type { GhlLeadFollowUps } from './lead-follow-ups.js';
import { announceVideoEnd } from './video-events.js';

export interface GoHighLevelSubscriptionDeps {
  database: Database;
  queue: Pick<JobSender<GoHighLevelJob>, 'enqueue'>;
  leadFollowUps: Pick<GhlLeadFollowUps, 'afterStatusChange'>;
}

/**
 * What Go High Level does when something happens elsewhere (decisions 037, 042, 052). The
 * integration events are written in the publisher's transaction (a delivery row and its job,
 * committed with the moment or not at all); the lead's opportunity follow-up calls GHL, so it
 * runs after the status change committed and never undoes it.
 */
export function goHighLevelSubscriptions(deps: GoHighLevelSubscriptionDeps): DomainSubscription[] {
  const events = new IntegrationEvents(deps);
  return [
    {
      event: 'video.ended',
      inTransaction: (tx, video) => announceVideoEnd(events, tx, video),
    },
    {
      event: 'post.published',
      inTransaction: (tx, post) =>
        events.emit(tx, post.userId, 'post.published', {
          postId: post.postId,
          platform: post.platform,
          videoId: post.videoId,
          url: post.url,
        }),
    },
    {
      event: 'submission.approved',
      inTransaction: (tx, approval) =>
        events.emit(tx, approval.userId, 'submission.approved', {
          submissionId: approval.submissionId,
          businessName: approval.businessName,
          photoCount: approval.photoCount,
        }),
    },
    {
      event: 'lead.status_changed',
      inTransaction: (tx, change) =>
        events.emit(tx, change.userId, 'lead.status_changed', {
          leadId: change.lead.id,
          status: change.to,
          previousStatus: change.from,
        }),
    },
    { event: 'lead.status_changed', afterCommit: deps.leadFollowUps.afterStatusChange },
  ];
}
