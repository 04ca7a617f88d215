/** The words of the pages screens, one section per screen or part (src/web). */
export const pages = {
  orderDetail: {
    paymentConfirming: 'Your payment is being confirmed by the bank. This page shows it as soon as it is.',
    notPaidYet: 'This order is not paid yet.',
    heldUntil: 'Your diamonds are held for you until {time}.',
  },
  root: {
    kilau: '{heading} | Kilau',
    error: 'Error',
    backToTheShop: 'Back to the shop',
    thisPageCouldNot: 'This page could not be found',
    somethingWentWrong: 'Something went wrong',
    thePageYouAre: 'The page you are looking for may have moved. Our collections are a click away.',
    pleaseTryAgainIn: 'Please try again in a moment. If it keeps happening, our team is happy to help.',
  },
  login: {
    myAccount: 'My Account',
    customerLogin: 'Customer Login',
    welcomeBackLogIn: 'Welcome back. Log in to see your orders, your shopping cart and your address book.',
    registerNow: 'Register Now',
    newToUsCreate: 'New to us? Create an account to keep your favourite pieces in your cart and check out faster.',
    logInToYour: 'Log in to your account to see your orders, shopping cart and address book, or register in a moment.',
  },
  notFound: {
    notFound: 'Not found',
  },
} as const;
