import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeContentQuery } from '../../gql/graphql';
import { Carousel, icons } from '../../ui';
import './home.css';

const TEXT = {
  banners: '기획전·이벤트 배너',
  categories: '카테고리 바로가기',
  exhibitions: '기획전',
  exhibitionGo: '기획전 보기',
};

type Banner = HomeContentQuery['banners'][number];

/** Where a banner goes: a page of the shop (router link), an https page (a plain link), or nowhere. */
function BannerLink({ href, className, children }: { href: string | null; className: string; children: ReactNode }) {
  if (href?.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (href) {
    return (
      <a href={href} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}

/** One slide: the admin's picture with its title over it, or the title alone on the brand colours. */
function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  return (
    <BannerLink href={banner.linkUrl} className={`banner-slide banner-slide--${index % 3}`}>
      {banner.imageUrl && <img className="banner-slide__image" src={banner.imageUrl} alt="" loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />}
      <span className="banner-slide__title">{banner.title}</span>
    </BannerLink>
  );
}

/**
 * The home's banner carousel (admin: 콘텐츠 관리 → 홈 화면). While the content loads, a block of
 * the carousel's size holds its place, so nothing below it moves when it arrives.
 */
export function HomeBanners({ banners }: { banners: Banner[] | undefined }) {
  if (!banners) return <span className="ui-skeleton home-banners__placeholder" aria-hidden="true" />;
  if (banners.length === 0) return null;
  return <Carousel label={TEXT.banners} slides={banners.map((banner, index) => ({ key: banner.id, content: <BannerSlide banner={banner} index={index} /> }))} />;
}

/** The admin's category shortcuts: an icon and a label each, to the category's products. */
export function HomeCategoryIcons({ icons: shortcuts }: { icons: HomeContentQuery['homeCategoryIcons'] | undefined }) {
  if (shortcuts && shortcuts.length === 0) return null;
  return (
    <nav className="home-icons" aria-label={TEXT.categories} data-testid="home-icons">
      {shortcuts
        ? shortcuts.map((icon) => (
            <Link key={icon.id} to={`/categories/${icon.categoryId}`} className="home-icons__item">
              <span className="home-icons__icon">
                <icons.CategoryIcon name={icon.iconKey} />
              </span>
              {icon.label}
            </Link>
          ))
        : Array.from({ length: 10 }, (_, i) => <span key={i} className="ui-skeleton home-icons__placeholder" aria-hidden="true" />)}
    </nav>
  );
}

/** The running 기획전, each a card to its page. */
export function HomeExhibitions({ exhibitions }: { exhibitions: HomeContentQuery['exhibitions'] | undefined }) {
  if (!exhibitions?.length) return null;
  return (
    <section className="stack" aria-labelledby="home-exhibitions">
      <h2 id="home-exhibitions">{TEXT.exhibitions}</h2>
      <ul className="home-exhibitions" data-testid="home-exhibitions">
        {exhibitions.map((exhibition) => (
          <li key={exhibition.id}>
            <Link to={`/exhibitions/${exhibition.id}`} className="home-exhibitions__card">
              {exhibition.bannerImageUrl && <img src={exhibition.bannerImageUrl} alt="" loading="lazy" decoding="async" />}
              <strong>{exhibition.title}</strong>
              {exhibition.summary && <span className="hint">{exhibition.summary}</span>}
              <span className="home-exhibitions__go">{TEXT.exhibitionGo}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
