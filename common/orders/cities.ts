/** The checkout's city list (storefront §5): 53 Pakistani cities, alphabetical. */
export const PAKISTAN_CITIES = [
  'Abbottabad', 'Bahawalnagar', 'Bahawalpur', 'Burewala', 'Chakwal', 'Chiniot', 'Dadu', 'Dera Ghazi Khan',
  'Dera Ismail Khan', 'Faisalabad', 'Gilgit', 'Gojra', 'Gujranwala', 'Gujrat', 'Hafizabad', 'Hyderabad',
  'Islamabad', 'Jacobabad', 'Jhang', 'Jhelum', 'Karachi', 'Kasur', 'Khairpur', 'Khanewal', 'Kohat', 'Lahore',
  'Larkana', 'Mandi Bahauddin', 'Mardan', 'Mingora', 'Mirpur Khas', 'Multan', 'Muzaffarabad', 'Muzaffargarh',
  'Nawabshah', 'Okara', 'Pakpattan', 'Peshawar', 'Quetta', 'Rahim Yar Khan', 'Rawalpindi', 'Sadiqabad',
  'Sahiwal', 'Sargodha', 'Sheikhupura', 'Shikarpur', 'Sialkot', 'Skardu', 'Sukkur', 'Swabi', 'Turbat', 'Vehari',
  'Wah Cantonment',
] as const;
export type PakistanCity = (typeof PAKISTAN_CITIES)[number];
