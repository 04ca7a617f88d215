import { expect, test } from '@playwright/test';
import { addAddress, loggedInShopper, open, ownAddress, ringInCart } from './support/shop';

/**
 * Questions before something that cannot be undone are asked in the shop's own dialog, never the browser's `confirm`
 * box (issue 30): removing a cart line, deleting an address (and cancelling an order, money-back.spec.ts). "No" keeps
 * everything as it was.
 */
test.beforeEach(async ({ context }) => ownAddress(context));

test('removing a cart line and deleting an address ask in the shop’s dialog (cancelling an order: money-back.spec.ts)', async ({ page }, testInfo) => {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  await loggedInShopper(page, 'dialogs', testInfo.project.name);
  await addAddress(page);
  await ringInCart(page, 5);

  // the cart line: No keeps it, Remove removes it
  const line = page.locator('[data-cart-line]');
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: 'Remove' }).click();
  const asked = page.getByRole('alertdialog', { name: 'Remove this piece?' });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText('Are you sure you want to remove this item from your shopping cart?');
  await page.screenshot({ path: testInfo.outputPath('cart-dialog.png') });
  await asked.getByRole('button', { name: 'Keep it' }).click();
  await expect(asked).toBeHidden();
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: 'Remove' }).click();
  await asked.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your shopping cart is empty')).toBeVisible();

  // the address: Escape keeps it, Delete deletes it
  await open(page, '/addresses');
  const card = page.getByRole('article', { name: 'Address of Nur Aisyah' });
  await card.getByRole('button', { name: /Delete/ }).click();
  const askedAddress = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(askedAddress).toContainText('12 Jalan Bukit Bintang');
  await page.screenshot({ path: testInfo.outputPath('address-dialog.png') });
  await page.keyboard.press('Escape');
  await expect(askedAddress).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Delete/ }).click();
  await askedAddress.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').getByText('Address deleted successfully.')).toBeVisible();
  await expect(card).toHaveCount(0);

  expect(opened, 'the browser’s own dialog opened').toEqual([]);
});
