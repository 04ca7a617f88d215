import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addAddress, checkout, chooseRingSize, go, loggedInShopper, open, ownAddress, shipOrder, staffLoggedIn, waitHydrated } from './support/shop';
import { mailbox } from './support/mail';

/**
 * The back-office's catalogue (issue 14), desktop first: staff create a piece with two colours and a photograph; it is
 * listed at its lowest price; a shopper buys it through the sandbox gateway; staff ship it and the shopper sees it and
 * is e-mailed. Also: an enquiry reaches the back-office inbox, and a customer opening /cms is sent to the shop.
 */
test.beforeEach(async ({ context }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back-office is used on desktops and tablets');
  await ownAddress(context);
});

const staffAt = async (browser: Browser, path: string): Promise<Page> => (await staffLoggedIn(browser, path)).staff;

test('staff create a band in white and yellow gold with a photograph; a shopper buys it; staff ship it', async ({ page, browser }) => {
  const stamp = `${Date.now() % 1_000_000}`;
  const name = `Seri Classic Band ${stamp}`;
  const sku = `KL-WB-E${stamp}`;
  const staff = await staffAt(browser, '/cms/products');

  await staff.getByRole('link', { name: 'New product' }).click();
  await expect(staff.getByRole('heading', { name: 'New product' })).toBeVisible();
  await waitHydrated(staff);
  await staff.getByLabel('Name', { exact: true }).fill(name);
  await expect(staff.getByLabel('Slug (its address)')).toHaveValue(`seri-classic-band-${stamp}`);
  await staff.getByLabel('SKU').fill(sku);
  await staff.getByLabel('Classification').fill('Wedding Band');
  await staff.getByRole('combobox', { name: /^Category/ }).selectOption({ label: "Women's Wedding Ring" });
  await staff.getByRole('combobox', { name: /^Style/ }).selectOption('classic-band');
  await staff.getByLabel('Weight (g)').fill('3.5');
  await staff.getByLabel('Metal 1, colour 1').selectOption('white');
  await staff.getByLabel('Metal 1, price of colour 1 (RM)').fill('2,480');
  await staff.getByRole('button', { name: 'Add a colour' }).click();
  await staff.getByLabel('Metal 1, colour 2').selectOption('yellow');
  await staff.getByLabel('Metal 1, price of colour 2 (RM)').fill('2350');
  await staff.getByRole('button', { name: 'Create the product' }).click();
  await expect(staff).toHaveURL(/\/cms\/products\/\d+\?created=1$/);
  await expect(staff.getByRole('heading', { name })).toBeVisible();

  // a photograph, made here: a gold band on ivory
  const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 240, g: 232, b: 220 } } })
    .composite([{ input: Buffer.from('<svg width="640" height="640"><circle cx="320" cy="320" r="180" fill="none" stroke="#c9a24a" stroke-width="36"/></svg>') }])
    .png()
    .toBuffer();
  await staff.getByLabel('Picture (JPEG, PNG or WebP, at most 8 MB)').setInputFiles({ name: 'band.png', mimeType: 'image/png', buffer: photo });
  await expect(staff.getByRole('img', { name: 'The picture to upload' })).toBeVisible();
  await staff.getByRole('button', { name: 'Upload the picture' }).click();
  await expect(staff.getByText('The picture has been added.')).toBeVisible();
  await expect(staff.getByRole('img', { name: 'White metal, Round' })).toBeVisible();

  // listed in its category at its lowest price (the cheaper colour; its ring sizes add nothing), its photograph first
  await open(page, `/products/womenweddingring?keyword=${encodeURIComponent(name)}`);
  const card = page.locator('[data-product-card]', { hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('RM 2,350.00');
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/images\/uploads\//);

  // a shopper (a new account) buys it in yellow gold through the sandbox gateway
  const email = await loggedInShopper(page, 'catalogue', 'desktop');
  await addAddress(page);
  await open(page, `/product/seri-classic-band-${stamp}`);
  const yellow = page.getByRole('radio', { name: 'Yellow', exact: true });
  await yellow.click();
  await expect(yellow).toBeChecked();
  await chooseRingSize(page, '12');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /cart/i })).toBeVisible();
  await open(page, '/cart');
  await expect(page.getByText(name).first()).toBeVisible();
  await checkout(page, 'FPX online banking');
  await page.getByRole('button', { name: 'Approve at the bank' }).click();
  await expect(page).toHaveURL(/\?status=success$/);
  const tracking = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('RM 2,350.00').first()).toBeVisible();

  // staff ship it with a tracking number
  await shipOrder(staff, email, tracking, 'EF987654321MY');
  await staff.context().close();

  await open(page, `/orders/${tracking}`);
  await expect(page.getByRole('article', { name: `Order ${tracking}` }).getByText('Shipped', { exact: true })).toBeVisible();
  const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.includes('is on its way'), 15_000);
  expect(mail.text).toContain('EF987654321MY');
});

test('an enquiry sent from Contact Us appears in the back-office inbox', async ({ page, browser }) => {
  const subject = `Ring resizing ${Date.now()}`;
  await open(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Send an enquiry' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Aisyah Rahman');
  await form.getByRole('textbox', { name: 'Email' }).fill('aisyah@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+60 12-345 6789');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message (optional)' }).fill('Could my band be made one size larger?');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/contact/create') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  expect((await (await answered).json()).code).toBe('200');

  const staff = await staffAt(browser, '/cms/inbox');
  await expect(staff.getByText(subject)).toBeVisible();
  await expect(staff.getByText('Could my band be made one size larger?')).toBeVisible();
  // the e-mail the shop sent about it opens as its receiver got it: headers, the HTML in a sandboxed frame, the text
  await staff.getByRole('tab', { name: 'E-mails' }).click();
  // the newest enquiry e-mail is this one (its subject is the shop's words with the enquiry's number; the visitor's in the body)
  await staff.getByRole('button', { name: /^Read the e-mail “New enquiry #\d+/ }).first().click();
  const read = staff.getByRole('dialog', { name: /^Read the e-mail “New enquiry #\d+/ });
  await expect(read).toContainText('Reply-To aisyah@example.com');
  await expect(read.getByTestId('email-text')).toContainText(subject);
  await expect(read.getByTestId('email-text')).toContainText('Could my band be made one size larger?');
  await expect(read.locator('iframe[sandbox=""]')).toHaveCount(1);
  await read.getByRole('button', { name: 'Close' }).click();
  await expect(read).toBeHidden();
  await staff.context().close();
});

test('a customer’s token opening the back-office is sent to the shop', async ({ page }) => {
  await loggedInShopper(page, 'not-staff', 'desktop');
  await go(page, '/cms/products/new');
  await expect(page).toHaveURL(/\/$/);
});
