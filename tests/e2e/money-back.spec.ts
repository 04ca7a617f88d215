import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { mailbox } from './support/mail';
import { addAddress, loggedInShopper, open, ownAddress, ringgit, shipOrder, staffLoggedIn, waitHydrated } from './support/shop';

/**
 * Money back (issue 26), at both widths: a shopper cancels an unpaid order; a delivered order is returned by the
 * shopper, received, inspected and refunded by staff (the back-office at 1440 px), and the shopper sees Refunded with
 * the amount and receives the e-mail.
 */
test.beforeEach(async ({ context }) => ownAddress(context));

/**
 * An order placed through the API by the logged-in shopper (the ring builder's own journeys test the placing): a ring
 * without engraving and with a stone of this worker's, then the browser posts the signed payment form to the sandbox
 * gateway, as checkout does. Answers the order's tracking id.
 */
async function orderAtGateway(page: Page, method: 'DD' | 'CC'): Promise<string> {
  const jwt = await page.evaluate(() => JSON.parse(localStorage.getItem('_kilautoken') ?? '{}').jwt as string);
  const headers = { authorization: `Bearer ${jwt}` };
  const ok = async <T>(answer: Promise<APIResponse>): Promise<T> => {
    const got = await answer;
    expect(got.status(), await got.text()).toBe(200);
    return (await got.json()) as T;
  };
  const { data: stones } = await ok<{ data: { CERTIFICATE_NO: string }[] }>(page.request.post('/api/diamond/list/naturaldiamond?limit=60', { data: {} }));
  const { parallelIndex } = test.info();
  const free = stones.filter((_, i) => i > 0 && i % 4 === parallelIndex % 4);
  const stone = free[Date.now() % free.length]!;
  const { product } = await ok<{ product: { id: number; variant: Record<string, { color_details: { product_panel_setting_id: number }[] }[]> } }>(page.request.get('/api/product/melati-tulip-solitaire'));
  const colour = Object.values(product.variant).flat()[0]!.color_details[0]!.product_panel_setting_id;
  await ok(page.request.post('/api/user/cart', { headers, data: { product_id: product.id, product_panel_setting_id: colour, quantity: 1, ring_size: 11, engrave: { text: '', font: '' }, diamond: { CERTIFICATE_NO: stone.CERTIFICATE_NO } } }));
  const { cart } = await ok<{ cart: { items: { id: number }[]; total: number } }>(page.request.get('/api/user/cart', { headers }));
  const { addresses } = await ok<{ addresses: { id: number }[] }>(page.request.get('/api/user/address', { headers }));
  const { order } = await ok<{ order: { OrderNumber: string; payment: { action: string; fields: Record<string, string> } } }>(
    page.request.post('/api/order/create', { headers, data: { address_id: addresses[0]!.id, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), payment_method: method } }),
  );
  await page.evaluate((payment) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = payment.action;
    for (const [name, value] of Object.entries(payment.fields)) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    document.body.append(form);
    form.submit();
  }, order.payment);
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
  await expect(page.getByText('no money moves')).toBeVisible();
  return order.OrderNumber;
}

test('a shopper cancels an unpaid order, after a confirmation', async ({ page }, testInfo) => {
  const email = await loggedInShopper(page, 'cancel', testInfo.project.name);
  await addAddress(page);
  const tracking = await orderAtGateway(page, 'DD');

  await open(page, `/orders/${tracking}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cancel-dialog.png') });
  await dialog.getByRole('button', { name: 'Keep my order' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(page.getByRole('article', { name: `Order ${tracking}` }).getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  // the total follows the status: nothing is due on a cancelled order, and no e-invoice is offered for it
  await expect(page.getByText('Order total (nothing is due: the order was cancelled):')).toBeVisible();
  await expect(page.getByText(/Total paid or due|Total due/)).toHaveCount(0);
  await expect(page.getByTestId('order-e-invoice')).toHaveCount(0);
  const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.includes('is cancelled'), 15_000);
  expect(mail.text).toContain(tracking);
});

test('a delivered order is returned by the shopper, received, inspected and refunded by staff; the shopper sees Refunded and is e-mailed', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const email = await loggedInShopper(page, 'return', testInfo.project.name);
  await addAddress(page);
  const tracking = await orderAtGateway(page, 'CC');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay RM/ }).click();
  await expect(page).toHaveURL(/\?status=success$/);

  const { staff, staffContext } = await staffLoggedIn(browser, '/cms/returns');
  await shipOrder(staff, email, tracking, 'EM987654321MY');
  await staff.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(staff.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);

  // the shopper asks for the return
  await open(page, `/orders/${tracking}`);
  await page.getByRole('button', { name: 'Return an item' }).click();
  const form = page.getByRole('form', { name: 'Return an item' });
  await form.getByRole('checkbox').first().check();
  await form.getByRole('radio', { name: 'It does not fit' }).check();
  const refund = ringgit(await form.getByText('To be refunded').locator('..').textContent());
  await page.screenshot({ path: testInfo.outputPath('return-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(page.getByText(/Your return number is .*-R1/)).toBeVisible();
  await mailbox.waitFor((m) => m.to.includes(email) && m.subject.includes(`Your return ${tracking}-R1`), 15_000);

  // staff take it through the queue
  await open(staff, '/cms/returns');
  await expect(staff.getByRole('link', { name: `${tracking}-R1` })).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('cms-returns-queue.png'), fullPage: true });
  await staff.getByRole('link', { name: `${tracking}-R1` }).click();
  await expect(staff.getByRole('heading', { name: `Return ${tracking}-R1` })).toBeVisible();
  await waitHydrated(staff);
  await staff.getByLabel('Note').fill('Parcel arrived sealed.');
  await staff.getByRole('button', { name: 'Mark as received' }).click();
  await expect(staff.getByText('The return is marked received.')).toBeVisible();
  await staff.getByLabel('Note').fill('Unworn; the diamond matches its report.');
  await staff.getByRole('button', { name: 'Mark as inspected' }).click();
  await expect(staff.getByText('The return is marked inspected.')).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('cms-return.png'), fullPage: true });
  // a refund asks first, with the amount and the order, and waits for staff to confirm
  await staff.getByRole('button', { name: 'Refund to the card' }).click();
  const confirm = staff.getByRole('alertdialog', { name: /^Refund RM [\d,]+\.\d{2} to the card\?$/ });
  await expect(confirm).toContainText(`order ${tracking}`);
  await confirm.getByRole('button', { name: 'Not yet' }).click();
  await expect(confirm).toBeHidden();
  await expect(staff.getByText('The refund has been made.')).toHaveCount(0);
  await staff.getByRole('button', { name: 'Refund to the card' }).click();
  await confirm.getByRole('button', { name: /^Refund RM/ }).click();
  await expect(staff.getByText('The refund has been made.')).toBeVisible();
  await staffContext.close();

  await open(page, `/orders/${tracking}`);
  await expect(page.getByRole('article', { name: `Order ${tracking}` }).getByText('Refunded', { exact: true })).toBeVisible();
  const made = page.getByRole('region', { name: 'Returns and refunds' });
  await expect(made.getByText(/Refunded RM/)).toBeVisible();
  expect(ringgit(await made.getByText(/Refunded RM/).textContent())).toBe(refund);
  await expect(page.getByText('Total paid, then refunded:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request an e-invoice' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('refunded-order.png'), fullPage: true });
  const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.includes('Your refund of'), 15_000);
  expect(mail.text).toContain(tracking);
});
