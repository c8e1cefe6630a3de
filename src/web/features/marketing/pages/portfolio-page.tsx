import { PortfolioCategories } from '../components/portfolio-categories';
import { PortfolioComparison } from '../components/portfolio-comparison';
import { PortfolioCta } from '../components/portfolio-cta';
import { PortfolioGallery } from '../components/portfolio-gallery';
import { PortfolioHeader } from '../components/portfolio-header';
import { PortfolioHero } from '../components/portfolio-hero';
import { SiteLayout } from '../components/site-layout';

/**
 * The portfolio landing (/landing) for the done-for-you design-video service: hero, the
 * benefit comparison, the sample gallery by tier (#gallery), the tiers (#categories) with the
 * channel connections card, and the call to action (#cta). Its header links to those anchors.
 */
export function PortfolioPage() {
  return (
    <SiteLayout header={<PortfolioHeader />}>
      <PortfolioHero />
      <PortfolioComparison />
      <PortfolioGallery />
      <PortfolioCategories />
      <PortfolioCta />
    </SiteLayout>
  );
}
