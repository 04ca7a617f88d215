import { describe, expect, it } from 'vitest';
import { asked, landed } from './own-addresses';

const start = '/choose-diamond/shape/round';
const vs1 = '/choose-diamond/shape/round?color=g,h&clarity=vs1';
const vs2 = '/choose-diamond/shape/round?color=g,h&clarity=vs1,vs2';

describe('the diamond search keeps the filters on screen while its own addresses land', () => {
  it('an earlier search landing after a later one was asked for is still its own: the later toggle stays on screen', () => {
    let own = asked([start], vs1);
    own = asked(own, vs2); // VS2 tapped and searched before the VS1 address landed
    const first = landed(own, vs1);
    expect(first.ours).toBe(true);
    const second = landed(first.own, vs2);
    expect(second).toEqual({ ours: true, own: [vs2] });
  });

  it('an address it never asked for (Back, a link) is somebody else’s: the filters follow it, and the addresses asked for are forgotten', () => {
    const own = asked([start], vs2);
    expect(landed(own, '/choose-diamond/shape/oval')).toEqual({ ours: false, own: ['/choose-diamond/shape/oval'] });
  });

  it('the same search written another way is its own', () => {
    expect(landed(asked([start], vs2), '/choose-diamond/shape/round?clarity=vs2,vs1&color=h,g').ours).toBe(true);
  });

  it('remembers a bounded number of addresses', () => {
    let own = [start];
    for (let i = 0; i < 50; i++) own = asked(own, `/choose-diamond/shape/round?carat=0.${i + 20}-2`);
    expect(own.length).toBe(8);
  });
});
