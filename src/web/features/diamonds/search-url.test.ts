import { describe, expect, it } from 'vitest';
import { defaultDiamondFilters, toggleCode, togglePreset } from '../../../domain/diamonds/filters';
import { hasFilterParams, hrefOf, placeOf, placeOfPath, placePath, sameSearch, searchOf, type DiamondPlace } from './search-url';

const at = (place: DiamondPlace, query = '') => searchOf(place, new URLSearchParams(query));

describe('diamond search places (storefront §2: /choose-diamond, /choose-diamond/{type}, /choose-diamond/shape/{shape})', () => {
  it('reads the type url and the lower-cased shape label, or all-shapes', () => {
    expect(placeOf({})).toEqual({ kind: 'all' });
    expect(placeOf({ type: 'lab-grown-diamond' })).toEqual({ kind: 'type', type: 'labgrowndiamond' });
    expect(placeOf({ type: 'natural-diamond' })).toEqual({ kind: 'type', type: 'naturaldiamond' });
    expect(placeOf({ shape: 'oval' })).toEqual({ kind: 'shape', shape: 'OVAL' });
    expect(placeOf({ shape: 'all-shapes' })).toEqual({ kind: 'shape', shape: null });
  });
  it('an unknown type or shape is no place (a 404)', () => {
    expect(placeOf({ type: 'moissanite' })).toBeNull();
    expect(placeOf({ shape: 'triangle' })).toBeNull();
  });
  it('knows its canonical path, and the place of a path', () => {
    expect(placePath({ kind: 'shape', shape: 'OVAL' })).toBe('/choose-diamond/shape/oval');
    expect(placePath({ kind: 'type', type: 'labgrowndiamond' })).toBe('/choose-diamond/lab-grown-diamond');
    expect(placeOfPath('/choose-diamond/shape/all-shapes')).toEqual({ kind: 'shape', shape: null });
    expect(placeOfPath('/products')).toBeNull();
  });
});

describe('the search in the address', () => {
  const oval: DiamondPlace = { kind: 'shape', shape: 'OVAL' };
  it('a place alone is its defaults: natural, its shape, the 3EX preset', () => {
    expect(at(oval)).toEqual({ filters: defaultDiamondFilters('naturaldiamond', ['OVAL']), sort: 'recommended' });
    expect(hrefOf(oval, at(oval))).toBe('/choose-diamond/shape/oval');
  });
  it('writes only what differs from the place, with readable commas, and reads it back', () => {
    let filters = toggleCode(toggleCode(at(oval).filters, 'color', 'E'), 'color', 'D');
    filters = { ...toggleCode(filters, 'shape', 'ROUND'), carat: [0.5, 2], totalprice_min: 1000, totalprice_max: 50000.5 };
    const href = hrefOf(oval, { filters, sort: 'price-desc' }, { view: 'table', stone: '1234' });
    expect(href).toBe('/choose-diamond/shape/oval?shape=round,oval&color=d,e&carat=0.5-2&price=1000-50000.5&sort=price-desc&view=table&stone=1234');
    const url = new URL(href, 'http://shop');
    expect(searchOf(oval, url.searchParams)).toEqual({ filters, sort: 'price-desc' });
  });
  it('an emptied list whose default is not empty is "any"; no shape on a shape page is all-shapes', () => {
    const filters = { ...togglePreset(at(oval).filters, '3EX'), shape: [] };
    const href = hrefOf(oval, { filters, sort: 'recommended' });
    expect(href).toBe('/choose-diamond/shape/oval?shape=all-shapes&cut=any');
    expect(searchOf(oval, new URL(href, 'http://shop').searchParams).filters).toMatchObject({ shape: [], cut: [] });
  });
  it('the advanced lists are in the address only while the advanced filter is open, and open it when there', () => {
    const closed = { ...at({ kind: 'all' }).filters, lab: ['GIA'] };
    expect(hrefOf({ kind: 'all' }, { filters: closed, sort: 'recommended' })).toBe('/choose-diamond');
    const open = { ...closed, advanced: true };
    expect(hrefOf({ kind: 'all' }, { filters: open, sort: 'recommended' })).toBe('/choose-diamond?lab=gia');
    expect(at({ kind: 'all' }, 'lab=gia').filters).toMatchObject({ advanced: true, lab: ['GIA'], polish: ['EX'] });
  });
  it('a type tab moves /choose-diamond to the type page; a shape page keeps its path and says the type', () => {
    const lab = { ...at({ kind: 'all' }).filters, diamondtype: 'labgrowndiamond' as const };
    expect(hrefOf({ kind: 'all' }, { filters: lab, sort: 'recommended' })).toBe('/choose-diamond/lab-grown-diamond');
    expect(hrefOf(oval, { filters: { ...at(oval).filters, diamondtype: 'labgrowndiamond' }, sort: 'recommended' })).toBe('/choose-diamond/shape/oval?type=lab-grown-diamond');
    expect(at(oval, 'type=lab-grown-diamond').filters.diamondtype).toBe('labgrowndiamond');
  });
  it('unreadable values are left out: unknown codes dropped, ranges clamped and ordered, unknown sorts ignored', () => {
    const { filters, sort } = at({ kind: 'all' }, 'color=d,zz&carat=12-0.01&price=abc&sort=cheapest');
    expect(filters.color).toEqual(['D']);
    expect(filters.carat).toEqual([0.18, 10]);
    expect([filters.totalprice_min, filters.totalprice_max]).toEqual([0, 200000]);
    expect(sort).toBe('recommended');
  });
  it('tells a search apart from a change of view or open stone', () => {
    expect(hasFilterParams(new URLSearchParams('view=table&stone=1'))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('color=d'))).toBe(true);
    expect(sameSearch({ pathname: '/choose-diamond', search: '?color=d' }, { pathname: '/choose-diamond', search: '?color=d&stone=1' })).toBe(true);
    expect(sameSearch({ pathname: '/choose-diamond', search: '' }, { pathname: '/choose-diamond', search: '?sort=price-desc' })).toBe(false);
  });
});
