import type { Chat, ChatContact, ProfileUser } from './types';

const BASE = Date.UTC(2026, 0, 20, 9, 30);
const MIN = 60_000;
const at = (minutesAgo: number) => new Date(BASE - minutesAgo * MIN).toISOString();

export const PROFILE_USER_ID = 11;

/** Written fixtures: contacts in every status, three chats with unseen messages in some. */
export function chatFixtures(): { chats: Chat[]; contacts: ChatContact[]; profileUser: ProfileUser } {
  const profileUser: ProfileUser = {
    id: PROFILE_USER_ID,
    fullName: 'John Doe',
    avatar: '',
    role: 'admin',
    about: 'Recruiter. I match resumes to open jobs and talk to candidates.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
  const contacts: ChatContact[] = [
    {
      id: 1,
      fullName: 'Felecia Rower',
      role: 'Frontend Developer',
      about: 'Cake pie jelly jelly beans.',
      avatar: '',
      status: 'offline',
    },
    {
      id: 2,
      fullName: 'Adalberto Granzin',
      role: 'UI/UX Designer',
      about: 'Toffee caramels jelly-o tart.',
      avatar: '',
      status: 'busy',
    },
    {
      id: 3,
      fullName: 'Joaquina Weisenborn',
      role: 'Town planner',
      about: 'Soufflé soufflé caramels sweet roll.',
      avatar: '',
      status: 'busy',
    },
    {
      id: 4,
      fullName: 'Verla Morgano',
      role: 'Data scientist',
      about: 'Chupa chups candy canes chocolate bar.',
      avatar: '',
      status: 'online',
    },
    {
      id: 5,
      fullName: 'Margot Henschke',
      role: 'Dietitian',
      about: 'Cake pie jelly jelly beans marzipan.',
      avatar: '',
      status: 'busy',
    },
    {
      id: 6,
      fullName: 'Sal Piggee',
      role: 'Marketing executive',
      about: 'Toffee caramels jelly-o tart gummi bears.',
      avatar: '',
      status: 'online',
    },
    {
      id: 7,
      fullName: 'Miguel Guelff',
      role: 'Special educational needs teacher',
      about: 'Biscuit powder oat cake.',
      avatar: '',
      status: 'online',
    },
    {
      id: 8,
      fullName: 'Mauro Elenbaas',
      role: 'Advertising account executive',
      about: 'Bear claw ice cream lollipop.',
      avatar: '',
      status: 'away',
    },
    {
      id: 9,
      fullName: 'Bridgett Omohundro',
      role: 'Designer, television/film set',
      about: 'Gummies gummi bears.',
      avatar: '',
      status: 'away',
    },
    {
      id: 10,
      fullName: 'Zenia Jacobs',
      role: 'Building surveyor',
      about: 'Cookie cupcake sweet roll.',
      avatar: '',
      status: 'away',
    },
  ];
  const chats: Chat[] = [
    {
      id: 1,
      userId: 1,
      unseenMsgs: 0,
      chat: [
        { message: 'Hi', time: at(300), senderId: 11 },
        { message: 'Hello. How can I help you?', time: at(298), senderId: 1 },
        {
          message: 'Can I get the details of my last transaction I made last month?',
          time: at(296),
          senderId: 11,
        },
        { message: 'We need to check if we can provide you such information.', time: at(290), senderId: 1 },
        { message: 'I will inform you as I get update on this.', time: at(289), senderId: 1 },
        { message: 'If it takes long you can mail me at my mail address.', time: at(200), senderId: 11 },
      ],
    },
    {
      id: 2,
      userId: 2,
      unseenMsgs: 1,
      chat: [
        { message: 'How can we help? We are here for you!', time: at(120), senderId: 11 },
        {
          message: 'Hey John, I am looking for the best admin template. Could you help me to find it out?',
          time: at(110),
          senderId: 2,
        },
        { message: 'It should be a React template with a dark skin.', time: at(108), senderId: 2 },
      ],
    },
    {
      id: 3,
      userId: 4,
      unseenMsgs: 2,
      chat: [
        { message: 'Did you get the candidate list?', time: at(30), senderId: 4 },
        { message: 'Three of them look strong.', time: at(29), senderId: 4 },
      ],
    },
  ];
  return { chats, contacts, profileUser };
}
