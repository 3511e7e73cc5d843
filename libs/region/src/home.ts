// `@mall/region/home`: the home page block of this lib (the app registers it lazily in homeBlocks.ts as `cityCarousel`).
export { CityCarouselBlock } from './site/CityCarouselBlock';
