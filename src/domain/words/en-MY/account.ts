/** The words of the account screens, one section per screen or part (src/web). */
export const account = {
  accountShell: {
    myAccount: 'My Account',
  },
  addressCard: {
    addressOf: 'Address of {name}',
    default: 'Default',
    edit: 'Edit',
    theAddressOf: 'the address of {name}',
    deleting: 'Deleting…',
    delete: 'Delete',
  },
  addressForm: {
    editAddress: 'Edit Address',
    createNewAddress: 'Create New Address',
    name: 'Name',
    phone: 'Phone',
    countryCode: 'Country code',
    address: 'Address',
    postcode: 'Postcode',
    city: 'City',
    state: 'State',
    setAsDefaultAddress: 'Set as Default Address',
    saving: 'Saving…',
    update: 'Update',
    create: 'Create',
    back: 'Back',
  },
  changePasswordForm: {
    changePassword: 'Change Password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    atLeastCharacters: 'At least {PASSWORDMINLENGTH} characters.',
    confirmPassword: 'Confirm Password',
    saving: 'Saving…',
  },
  loginForm: {
    email: 'Email',
    password: 'Password',
    loggingIn: 'Logging in…',
    login: 'Login',
    forgotPassword: 'Forgot password?',
  },
  loginReason: {

  },
  logoutButton: {
    loggingOut: 'Logging out…',
    logout: 'Logout',
  },
  profileForm: {
    myProfile: 'My Profile',
    personalDetails: 'Personal details',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    toChangeYourE: 'To change your e-mail, enter your current password below; we will send a link to the new address to confirm it.',
    password: 'Password',
    leaveTheseBlankTo: 'Leave these blank to keep your current password.',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    saving: 'Saving…',
    updateProfile: 'Update Profile',
  },
  profileMenu: {
    profileMenu: 'Profile Menu',
    login: 'Login',
  },
  registerForm: {
    email: 'Email',
    password: 'Password',
    atLeastCharacters: 'At least {PASSWORDMINLENGTH} characters.',
    byRegisteringYouAgree: 'By registering you agree to our',
    whichExplainsHowWe: ', which explains how we collect, use and protect your personal information.',
    privacyPolicy: 'Privacy Policy',
    registering: 'Registering…',
    register: 'Register',
  },
  requireLogin: {

  },
  links: {
    myProfile: 'My Profile',
    myAddressBook: 'My Address Book',
    myShoppingCart: 'My Shopping Cart',
    orderHistory: 'Order History',
  },
  meta: {

  },
  phone: {

  },
  profileRules: {

  },
} as const;
