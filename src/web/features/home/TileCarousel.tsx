import { Carousel, type SlidesPerView } from '../../components/Carousel';
import { containerClass, sectionSpaceClass } from './layout';
import { SectionHeading } from './SectionHeading';
import { Tile } from './Tile';

/** A home tile as the carousel sections show it: link, picture, optional eyebrow, title and link label. */
export interface CarouselTile {
  url: string;
  img: string;
  eyebrow?: string;
  title: string;
  linklabel: string;
}

/** A home section of editorial tiles in a carousel ('Shop by Category', 'The Bride Edit'). */
export function TileCarousel(props: {
  section: string;
  eyebrow: string;
  title: string;
  label: string;
  slidesPerView: SlidesPerView;
  picture: { width: number; height: number };
  tiles: CarouselTile[];
}) {
  const headingId = `${props.section}-heading`;
  return (
    <section data-home-section={props.section} aria-labelledby={headingId} className={`border-t border-pearl ${sectionSpaceClass}`}>
      <div className={containerClass}>
        <SectionHeading id={headingId} eyebrow={props.eyebrow} title={props.title} />
        <Carousel
          label={props.label}
          slidesPerView={props.slidesPerView}
          slides={props.tiles.map((tile) => (
            <Tile
              key={tile.url}
              to={tile.url}
              img={tile.img}
              width={props.picture.width}
              height={props.picture.height}
              aspectClass="aspect-[4/5]"
              sizes="(width < 480px) 66vw, (width < 767px) 50vw, 320px"
              eyebrow={tile.eyebrow}
              title={tile.title}
              linkLabel={tile.linklabel}
            />
          ))}
        />
      </div>
    </section>
  );
}
