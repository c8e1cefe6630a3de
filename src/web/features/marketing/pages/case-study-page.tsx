import { CaseStudyCta } from '../components/case-study-cta';
import { CaseStudyHero } from '../components/case-study-hero';
import { CaseStudyClips, CaseStudyStory } from '../components/case-study-story';
import { CaseStudyTimeline } from '../components/case-study-timeline';
import { SiteLayout } from '../components/site-layout';

/**
 * /case-study: a sample customer story (labelled as such) with its numbers, the Day 1 to
 * Day 5-34 timeline, clips from the batch, and the way on to /pricing or a strategy call.
 */
export function CaseStudyPage() {
  return (
    <SiteLayout>
      <CaseStudyHero />
      <CaseStudyStory />
      <CaseStudyTimeline />
      <CaseStudyClips />
      <CaseStudyCta />
    </SiteLayout>
  );
}
