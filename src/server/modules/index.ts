import type { FastifyBaseLogger } from 'fastify';
import { DomainBus, liveEventJobs } from '../platform/events/index.js';
import type {
  ContractOf,
  HandlerRegistry,
  JobBinding,
  JobCatalog,
  JobSenders,
} from '../platform/jobs/index.js';
import {
  modulesCatalog,
  registerModuleHandlers,
  subscribeModules,
  type ModuleDescriptor,
} from '../platform/modules.js';
import type { Services } from '../services.js';
import { adminModule } from './admin/index.js';
import { authModule, type Auth } from './auth/index.js';
import { billingModule, FreeDailyVideos } from './billing/index.js';
import type { ModuleContext, WebModuleContext } from './context.js';
import { crmLeadLinks, crmModule } from './crm/index.js';
import { defaultEpisodeAnalysis, episodesModule, type EpisodeAnalysis } from './episodes/index.js';
import { GhlLeadFollowUps, goHighLevelModule } from './gohighlevel/index.js';
import { imagesModule } from './images/index.js';
import { marketingModule } from './marketing/index.js';
import { ordersModule } from './orders/index.js';
import { photosModule } from './photos/index.js';
import { podcastAssetsModule } from './podcast-assets/index.js';
import { postingModule } from './posting/index.js';
import { quickStartModule } from './quick-start/index.js';
import { scriptsModule } from './scripts/index.js';
import {
  createYouTubeAccess,
  createYouTubeEngines,
  socialModule,
  type YouTubeAccess,
  type YouTubeEngines,
} from './social/index.js';
import { submissionsModule } from './submissions/index.js';
import { videosModule } from './videos/index.js';
import { voiceoversModule } from './voiceovers/index.js';
import { voicesModule } from './voices/index.js';

/**
 * Every module, once (decision 052). app.ts registers their routes in this order, the workers
 * their jobs, the bus their subscriptions (in-transaction subscribers of one event run in this
 * order too; none may depend on another's effect). A new module is one line here; `satisfies`
 * checks that the app's context holds everything each module's context names.
 */
export const modules = [
  authModule,
  adminModule,
  billingModule,
  videosModule,
  quickStartModule,
  imagesModule,
  podcastAssetsModule,
  marketingModule,
  submissionsModule,
  photosModule,
  ordersModule,
  scriptsModule,
  voicesModule,
  voiceoversModule,
  goHighLevelModule,
  socialModule,
  postingModule,
  crmModule,
  episodesModule,
] as const satisfies readonly ModuleDescriptor<AppContext, AppWebContext>[];

/** The modules and the platform's own jobs (events.prune): what the workers run. */
const withJobs = [liveEventJobs, ...modules] as const satisfies readonly ModuleDescriptor<
  AppContext,
  AppWebContext
>[];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JobOf<M> = M extends { jobs: readonly JobBinding<any, infer J>[] } ? J : never;

/** The app's typed job contract, derived from the descriptors: name → payload schema. */
export type AppJobContract = ContractOf<JobOf<(typeof withJobs)[number]>>;

/**
 * The app's jobs: every declaration the descriptors list, with its policy. Built when this
 * file loads, so a name declared twice stops the process at start; JobQueue.start checks the
 * policies (assertValidCatalog).
 */
export const appJobs = modulesCatalog(withJobs) as JobCatalog<AppJobContract>;

/** What the modules of this app are built from: one per process (createModuleContext). */
export interface AppContext extends ModuleContext, YouTubeEngines {
  /** Billing's free daily videos: videos, quick start and billing's own reaction share it. */
  freeVideos: FreeDailyVideos;
  /** Go High Level's lead follow-ups: the CRM's messenger and the status-change reaction. */
  leadFollowUps: GhlLeadFollowUps;
  /** The social module's YouTube token service, which posting calls YouTube with. */
  youtubeAccess: YouTubeAccess;
  /** How episodes are transcribed and searched for moments (issue 30). */
  episodeAnalysis: EpisodeAnalysis;
}

/** A web process's: the app's context with the app's logger and better-auth's instance. */
export interface AppWebContext extends AppContext, WebModuleContext {
  auth: Auth;
}

export interface ModuleContextOptions<Q extends JobSenders> {
  /** The process's queue (a JobQueue on the app's catalog). */
  queue: Q;
  /** Where a failing after-commit subscriber is reported; default: nowhere (tests). */
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** A stand-in for the social module's token service (posting tests). */
  youtubeAccess?: YouTubeAccess;
  /** A stand-in YouTube engine (posting tests); default: createYouTubeEngines's choice. */
  youtube?: YouTubeEngines['youtube'];
  /** Stand-in transcription and moment finder (tests); default: defaultEpisodeAnalysis. */
  episodeAnalysis?: EpisodeAnalysis;
}

/**
 * Builds the modules' context once per process (runtime.ts, or a test): the services, the
 * queue, one domain event bus with every module's subscriptions, and the few pieces one module
 * provides to another, each built here once.
 */
export function createModuleContext<Q extends JobSenders>(
  services: Services,
  options: ModuleContextOptions<Q>,
): AppContext & { queue: Q } {
  const { config, database, storage, credits, secrets, goHighLevel } = services;
  const engines = createYouTubeEngines({ config, database, storage });
  const youtube = options.youtube ?? engines.youtube;
  const log = options.log;
  const events = new DomainBus({
    onAfterCommitError: (error, event) =>
      log?.error(
        { err: error, event },
        'a domain event subscriber failed after commit; the change was kept',
      ),
  });
  const context = {
    ...services,
    queue: options.queue,
    events,
    youtube,
    youtubeTestChannel: engines.youtubeTestChannel,
    freeVideos: new FreeDailyVideos({ database, credits, perDay: config.billing.freeDailyVideos }),
    leadFollowUps: new GhlLeadFollowUps({
      config,
      database,
      secrets,
      goHighLevel,
      leads: crmLeadLinks(database),
    }),
    youtubeAccess: options.youtubeAccess ?? createYouTubeAccess({ database, secrets, youtube }),
    // TODO(merge, issue 30): the transcription registry's chunked transcriber and the moment
    // finder (./episodes/moments) replace the defaults here.
    episodeAnalysis: options.episodeAnalysis ?? defaultEpisodeAnalysis(),
  };
  subscribeModules(events, modules, context);
  return context;
}

/** Every module's (and the platform's) job handlers, built from the process's context. */
export function registerModuleJobs(
  registry: HandlerRegistry<AppJobContract>,
  context: AppContext,
): void {
  registerModuleHandlers(registry, withJobs, context);
}
