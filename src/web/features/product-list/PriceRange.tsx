import { PRODUCT_PRICE_RANGE } from '../../../domain/catalog/product-filters';
import { RangeSlider } from '../../components/RangeSlider';
import { commitPriceBox, priceBoxText, withPriceRange, type ListFilters } from './filters';
import { t } from '../../../domain/words/catalogue';

interface PriceRangeProps {
  value: ListFilters;
  onChange: (next: ListFilters) => void;
}

/**
 * The price range in MYR (storefront §2, §5, §9): a two-thumb slider from RM 1,000 to RM 20,000 in steps of 0.01,
 * and a box for each end. A box is read when it loses focus or on Enter: commas stripped, absolute value, clamped,
 * and min kept at or below max.
 */
export function PriceRange({ value, onChange }: PriceRangeProps) {
  return (
    <RangeSlider
      name="price"
      legend={t('productList.priceRange.priceMyr')}
      bounds={PRODUCT_PRICE_RANGE}
      value={[value.filterPriceMin, value.filterPriceMax]}
      onSlide={(range) => onChange(withPriceRange(value, range))}
      onCommit={(end, typed) => onChange(commitPriceBox(end, typed, value))}
      boxIds={['price-min', 'price-max']}
      boxLabels={[t('productList.priceRange.minPrice'), t('productList.priceRange.maxPrice')]}
      text={priceBoxText}
      unit={{ before: 'RM' }}
    />
  );
}
