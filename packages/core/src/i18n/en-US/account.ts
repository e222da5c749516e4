import type { Messages } from '../messages';
import type { account as zh } from '../zh-CN/account';

export const account: Messages<typeof zh> = {
  general: {
    close: 'Close',
    later: 'Later',
    submit: 'Submit',
    cancel: 'Cancel',
    loading: 'Loading…',
    loadFailed: 'Could not load, please try again later',
    retry: 'Retry',
  },
  password: {
    title: 'Change password',
    mandatoryTitle: 'Please change your password',
    mandatoryHint: 'You can continue once the password has been changed',
    lastModified: 'Last changed: {{time}}',
    neverModified: 'The password has never been changed',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    oldPlaceholder: 'Enter the current password',
    newPlaceholder: '8–15 characters, no Chinese, full-width characters or spaces',
    confirmPlaceholder: 'Enter the new password again',
    requirement0: 'Any digits, letters or symbols',
    requirement1: 'Use at least two of digits, letters and symbols',
    requirement2: 'Use digits, letters and symbols together',
    strength: 'Strength',
    strength0: 'Weak',
    strength1: 'Medium',
    strength2: 'Strong',
    submit: 'Change password',
    submitting: 'Submitting…',
    success: 'Password changed',
    failed: 'Password not changed: {{reason}}',
    failedUnknown: 'Password not changed, please try again later',
    pageTitle: 'Change password',
    pageIntro:
      'Changing your password regularly keeps your account safe. After the change, sign in with the new password.',
  },
  protocol: {
    consentTitle: 'User protocol and privacy policy',
    consentIntro:
      'Welcome to the Roadwatch vehicle monitoring platform. Before you start, please read the User protocol and the Privacy policy to learn how we provide the service and how we handle your information.',
    consentPoints:
      'In short: the platform records vehicle positions, alarms and operation logs for safety supervision and service support; the full texts are always available from the links below.',
    readProtocol: 'User protocol',
    readPrivacy: 'Privacy policy',
    agree: 'Agree and continue',
    disagree: 'Disagree and sign out',
    agreedAt: 'You agreed to this protocol on {{time}}',
    agreeFailed: 'Could not save your agreement, please try again later',
    agreed: 'Thank you for agreeing',
    pageTitle: 'User protocol',
    updated: 'Version {{version}}',
  },
  protocolText: {
    s1Title: '1. Scope',
    s1Body:
      'This protocol is an agreement between you (a company account administrator or a sub-user they authorise) and the operator of the Roadwatch vehicle monitoring platform ("the platform"). The platform provides road transport, logistics and cold-chain companies with vehicle positioning, alarm handling, video and voice intercom, cold-chain temperature monitoring and reports.',
    s2Title: '2. Account and security',
    s2Body:
      'Accounts are created and authorised by the company account administrator. Keep your user name and password safe, change the initial password at the first sign-in and change it regularly; losses caused by a disclosed password are your own responsibility. If your account is misused, change the password at once and contact the company account administrator.',
    s3Title: '3. Acceptable use',
    s3Body:
      "You may view and handle only your company's vehicle data within your authorisation. Do not use the platform for unlawful purposes, disturb its operation, or use vehicle data for purposes unrelated to transport safety and your company's business. Answer duty checks from the supervising platform truthfully and within the required time.",
    s4Title: '4. Changes and interruptions',
    s4Body:
      'Parts of the service may pause for maintenance, upgrades or force majeure; planned pauses are announced in advance by in-platform message. Availability commitments are set out in the Service level agreement.',
    s5Title: '5. Limitation of liability',
    s5Body:
      "Alarms and reminders support safety management; they do not replace the driver's duty to drive safely or the company's responsibility for safety management.",
    s6Title: '6. Miscellaneous',
    s6Body:
      "This protocol is governed by the laws of the People's Republic of China. When it changes, you are asked to confirm it again at your next sign-in.",
  },
  privacy: {
    pageTitle: 'User privacy policy',
    s1Title: '1. Information we collect',
    s1Body:
      'To provide monitoring and alarm services the platform processes: account information (user name, name, department), data reported by vehicles and terminals (position, speed, status, alarms, pictures and videos), driver information (name, contact) and your operation logs (sign-in times, handling records).',
    s2Title: '2. How we use it',
    s2Body:
      'This information is used only for vehicle safety monitoring, alarm handling, reports, submissions to supervising platforms and account security, never for unrelated marketing.',
    s3Title: '3. Sharing',
    s3Body:
      'Apart from data the law requires us to submit to transport authorities, we do not give your information to third parties without your company’s authorisation. Map and speech providers receive only the minimum needed for their service.',
    s4Title: '4. Storage and protection',
    s4Body:
      'Data is stored within the People’s Republic of China and encrypted in transit; passwords are stored irreversibly. Track history is kept for the period regulations require and deleted afterwards.',
    s5Title: '5. Your rights',
    s5Body:
      'You can view and correct your account information, change your password, or ask your company account administrator to close your account.',
    agree: 'I have read and agree',
    agreedAt: 'You agreed to the user protocol and privacy policy on {{time}}',
  },
  sla: {
    pageTitle: 'Service level agreement',
    intro:
      'This service level agreement (SLA) sets out our commitments on availability, response times and incident handling.',
    s1Title: '1. Availability',
    s1Body:
      'Monthly availability is at least {{availability}}%. Availability = (minutes in the month − unavailable minutes) ÷ minutes in the month. Planned maintenance announced 48 hours ahead does not count as unavailable.',
    s2Title: '2. Incident response',
    s2Body:
      'Critical incidents (nobody can sign in, no vehicle can be located): response within 15 minutes, recovery within 4 hours. Ordinary incidents (a function misbehaves): response within 2 hours, resolution within 1 working day. Questions: answered within 1 working day.',
    s3Title: '3. Data',
    s3Body:
      'Vehicle positions are stored in real time and backed up daily; alarms can be seen on the platform within 1 minute of occurring.',
    s4Title: '4. Service credits',
    s4Body:
      'If monthly availability falls short, the service period is extended: below {{availability}}% by 3 days, below 99% by 7 days, below 95% by 15 days.',
    s5Title: '5. Contact',
    s5Body: 'Service hotline 400-820-0808, 24×7, or open a work order under "Online service".',
  },
  licence: {
    title: 'Register your food business licence',
    intro:
      "Cold-chain food regulations ask us to record your company's food business licence. Once registered, cold-chain traceability and business services are available.",
    region: 'Region',
    regionPlaceholder: 'Province / city / county',
    number: 'Licence number',
    numberPlaceholder: '12 digits, e.g. 320583001234',
    address: 'Registered address',
    addressPlaceholder: 'Optional',
    submit: 'Register',
    later: 'Later',
    success: 'Licence registered',
    regionsFailed: 'Could not load the regions',
  },
  sentry: {
    title: 'Duty check from the supervising platform',
    from: 'From: {{platName}}',
    elapsed: 'Waiting {{seconds}} s',
    remaining: 'Please reply within 5 minutes',
    expired: 'More than 5 minutes have passed; it can no longer be answered',
    answer: 'Reply',
    answerPlaceholder: 'Your reply (at most 50 characters)',
    submit: 'Reply',
    success: 'Duty check answered',
  },
  guide: {
    title: 'Welcome to Roadwatch',
    step1Title: 'Top menu',
    step1Body:
      'Every function is in the top menu, up to four levels deep. The left menu lists the pages of the current module; pages you open stay as tabs — right-click a tab to refresh or close it.',
    step2Title: 'Alarms and exceptions',
    step2Body:
      'The bell and device icons at the top right show new vehicle alarms and device exceptions as they happen; handle or ignore them there. With voice broadcast on, new alarms are read aloud.',
    step3Title: 'Search and favourites',
    step3Body:
      'The search box finds reports, plate numbers, orders and plans; add menus you use often to your favourites to open them in one click.',
    step4Title: 'Account and language',
    step4Body:
      'Click your user name at the top right to switch between 中文 and English, change your password or sign out.',
    next: 'Next',
    prev: 'Back',
    done: 'Get started',
    skip: 'Skip',
    stepOf: 'Step {{current}} of {{total}}',
  },
  onlineService: {
    title: 'Online service',
    intro: 'Under the "Online service" menu you can help yourself to:',
    bills: 'Bills and online payment',
    workOrders: 'Electronic work orders and parcel tracking',
    sla: 'The service level agreement',
    loan: 'Business loans',
    loanButton: 'About business loans',
    gotIt: 'Got it',
  },
  business: {
    title: 'Business loan',
    intro: 'Unsecured credit for licensed food businesses: no collateral, apply online.',
    rate: 'Annual rate',
    rateValue: '{{min}}% – {{max}}%',
    credit: 'Credit line',
    creditValue: 'CNY {{min}}0,000 – {{max}}0,000',
    terms: 'Terms',
    termsValue: '{{terms}} months',
    termsSeparator: ', ',
    scan: 'Scan with WeChat to apply',
    qrAlt: 'QR code to apply for a business loan',
    notOffered: 'Register your food business licence to apply for a business loan.',
  },
};
