import type { MasterData } from './types';

/**
 * Default master data, used when the caller has no server lists. Every list can be replaced through
 * `options.masterData` (the server's master data endpoints return the same kinds of lists).
 */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  PR: 'Puerto Rico', GU: 'Guam', VI: 'U.S. Virgin Islands', AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

export const US_CITIES: string[] = [...new Set([
  'New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Philadelphia', 'San Antonio', 'San Diego',
  'Dallas', 'San Jose', 'Austin', 'Jacksonville', 'Fort Worth', 'Columbus', 'Charlotte', 'San Francisco',
  'Indianapolis', 'Seattle', 'Denver', 'Washington', 'Boston', 'El Paso', 'Nashville', 'Detroit',
  'Oklahoma City', 'Portland', 'Las Vegas', 'Memphis', 'Louisville', 'Baltimore', 'Milwaukee',
  'Albuquerque', 'Tucson', 'Fresno', 'Mesa', 'Sacramento', 'Atlanta', 'Kansas City', 'Colorado Springs',
  'Omaha', 'Raleigh', 'Miami', 'Long Beach', 'Virginia Beach', 'Oakland', 'Minneapolis', 'Tulsa',
  'Tampa', 'Arlington', 'New Orleans', 'Wichita', 'Bakersfield', 'Cleveland', 'Aurora', 'Anaheim',
  'Honolulu', 'Santa Ana', 'Riverside', 'Corpus Christi', 'Lexington', 'Henderson', 'Stockton',
  'Saint Paul', 'St. Paul', 'Cincinnati', 'St. Louis', 'Saint Louis', 'Pittsburgh', 'Greensboro',
  'Lincoln', 'Anchorage', 'Plano', 'Orlando', 'Irvine', 'Newark', 'Durham', 'Chula Vista', 'Toledo',
  'Fort Wayne', 'St. Petersburg', 'Laredo', 'Jersey City', 'Chandler', 'Madison', 'Lubbock',
  'Scottsdale', 'Reno', 'Buffalo', 'Gilbert', 'Glendale', 'North Las Vegas', 'Winston-Salem',
  'Chesapeake', 'Norfolk', 'Fremont', 'Garland', 'Irving', 'Hialeah', 'Richmond', 'Boise', 'Spokane',
  'Baton Rouge', 'Tacoma', 'San Bernardino', 'Modesto', 'Fontana', 'Des Moines', 'Moreno Valley',
  'Santa Clarita', 'Fayetteville', 'Birmingham', 'Oxnard', 'Rochester', 'Port St. Lucie',
  'Grand Rapids', 'Huntsville', 'Salt Lake City', 'Frisco', 'Yonkers', 'Amarillo', 'Glendale',
  'Huntington Beach', 'McKinney', 'Montgomery', 'Augusta', 'Akron', 'Little Rock', 'Tempe',
  'Columbus', 'Overland Park', 'Grand Prairie', 'Tallahassee', 'Cape Coral', 'Mobile', 'Knoxville',
  'Shreveport', 'Worcester', 'Ontario', 'Vancouver', 'Sioux Falls', 'Chattanooga', 'Brownsville',
  'Fort Lauderdale', 'Providence', 'Newport News', 'Rancho Cucamonga', 'Santa Rosa', 'Peoria',
  'Oceanside', 'Elk Grove', 'Salem', 'Pembroke Pines', 'Eugene', 'Garden Grove', 'Cary',
  'Fort Collins', 'Corona', 'Springfield', 'Jackson', 'Alexandria', 'Hayward', 'Clarksville',
  'Lakewood', 'Lancaster', 'Salinas', 'Palmdale', 'Hollywood', 'Springfield', 'Sunnyvale', 'Macon',
  'Pomona', 'Killeen', 'Escondido', 'Pasadena', 'Naperville', 'Bellevue', 'Joliet', 'Murfreesboro',
  'Midland', 'Rockford', 'Paterson', 'Savannah', 'Bridgeport', 'Torrance', 'McAllen', 'Syracuse',
  'Surprise', 'Denton', 'Roseville', 'Thornton', 'Miramar', 'Mesquite', 'Olathe', 'Dayton',
  'Carrollton', 'Waco', 'Orange', 'Fullerton', 'Charleston', 'West Valley City', 'Visalia',
  'Hampton', 'Gainesville', 'Warren', 'Coral Springs', 'Cedar Rapids', 'Round Rock', 'Sterling Heights',
  'Kent', 'Columbia', 'Santa Clara', 'New Haven', 'Stamford', 'Concord', 'Elizabeth', 'Athens',
  'Thousand Oaks', 'Lafayette', 'Simi Valley', 'Topeka', 'Norman', 'Fargo', 'Wilmington', 'Abilene',
  'Odessa', 'Pearland', 'Victorville', 'Hartford', 'Vallejo', 'Allentown', 'Berkeley', 'Richardson',
  'Arvada', 'Ann Arbor', 'Cambridge', 'Sugar Land', 'Lansing', 'Evansville', 'College Station',
  'Fairfield', 'Clearwater', 'Beaumont', 'Independence', 'Provo', 'West Jordan', 'Murrieta', 'Palm Bay',
  'El Monte', 'Carlsbad', 'Charleston', 'Temecula', 'Clovis', 'Meridian', 'Westminster', 'Costa Mesa',
  'High Point', 'Manchester', 'Pueblo', 'Lakeland', 'Pompano Beach', 'West Palm Beach', 'Antioch',
  'Everett', 'Downey', 'Lowell', 'Centennial', 'Elgin', 'Broken Arrow', 'Miami Gardens', 'Billings',
  'Jurupa Valley', 'Sandy Springs', 'Gresham', 'Lewisville', 'Hillsboro', 'Ventura', 'Greeley',
  'Inglewood', 'Waterbury', 'League City', 'Santa Maria', 'Tyler', 'Davie', 'Daly City', 'Boulder',
  'Allen', 'Redmond', 'Palo Alto', 'Mountain View', 'Menlo Park', 'Cupertino', 'Redwood City',
  'San Mateo', 'Princeton', 'Hoboken', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island', 'Manhattan',
  'Jersey City', 'White Plains', 'Albany', 'Trenton', 'Harrisburg', 'Annapolis', 'Dover', 'Juneau',
  'Bismarck', 'Pierre', 'Helena', 'Cheyenne', 'Santa Fe', 'Carson City', 'Olympia', 'Montpelier',
  'Augusta', 'Concord', 'Frankfort', 'Jefferson City', 'Charleston', 'Tallahassee', 'Herndon',
  'Reston', 'McLean', 'Tysons', 'Fairfax', 'Bethesda', 'Rockville', 'Silver Spring', 'Edison',
  'Parsippany', 'Iselin', 'Piscataway', 'Schaumburg', 'Evanston', 'Dearborn', 'Troy', 'Southfield',
  'Bloomington', 'Kirkland', 'Bothell', 'Renton', 'Scottsdale', 'Irving', 'Alpharetta', 'Marietta',
  'Durham', 'Chapel Hill', 'Morrisville', 'Burlington', 'Waltham', 'Quincy', 'Plano',
])];

export const WORLD_CITIES: string[] = [
  'London', 'Paris', 'Berlin', 'Munich', 'Amsterdam', 'Dublin', 'Madrid', 'Barcelona', 'Rome', 'Milan',
  'Zurich', 'Geneva', 'Vienna', 'Prague', 'Warsaw', 'Stockholm', 'Oslo', 'Copenhagen', 'Helsinki',
  'Lisbon', 'Brussels', 'Istanbul', 'Ankara', 'Izmir', 'Athens', 'Moscow', 'Kyiv', 'Tel Aviv',
  'Dubai', 'Abu Dhabi', 'Doha', 'Riyadh', 'Cairo', 'Lagos', 'Nairobi', 'Johannesburg', 'Cape Town',
  'Mumbai', 'Delhi', 'New Delhi', 'Bangalore', 'Bengaluru', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata',
  'Karachi', 'Lahore', 'Dhaka', 'Singapore', 'Kuala Lumpur', 'Bangkok', 'Jakarta', 'Manila',
  'Hong Kong', 'Shanghai', 'Beijing', 'Shenzhen', 'Taipei', 'Seoul', 'Tokyo', 'Osaka', 'Sydney',
  'Melbourne', 'Brisbane', 'Auckland', 'Toronto', 'Montreal', 'Vancouver', 'Ottawa', 'Calgary',
  'Mexico City', 'Guadalajara', 'Bogota', 'Lima', 'Santiago', 'Buenos Aires', 'Sao Paulo',
  'São Paulo', 'Rio de Janeiro',
];

export const COUNTRIES: string[] = [
  'USA', 'US', 'U.S.', 'U.S.A.', 'United States', 'United States of America', 'Canada', 'Mexico',
  'United Kingdom', 'UK', 'England', 'Scotland', 'Ireland', 'France', 'Germany', 'Netherlands',
  'Belgium', 'Switzerland', 'Austria', 'Italy', 'Spain', 'Portugal', 'Poland', 'Czech Republic',
  'Czechia', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Greece', 'Turkey', 'Türkiye', 'Turkiye',
  'Russia', 'Ukraine', 'Israel', 'UAE', 'United Arab Emirates', 'Qatar', 'Saudi Arabia', 'Egypt',
  'Nigeria', 'Kenya', 'South Africa', 'India', 'Pakistan', 'Bangladesh', 'Sri Lanka', 'Nepal',
  'Singapore', 'Malaysia', 'Thailand', 'Vietnam', 'Indonesia', 'Philippines', 'China', 'Hong Kong',
  'Taiwan', 'South Korea', 'Korea', 'Japan', 'Australia', 'New Zealand', 'Brazil', 'Argentina',
  'Chile', 'Colombia', 'Peru',
];

export const SKILLS: string[] = [
  'JavaScript', 'TypeScript', 'Python', 'Java', 'C', 'C++', 'C#', 'Go', 'Golang', 'Rust', 'Ruby', 'PHP',
  'Swift', 'Kotlin', 'Scala', 'R', 'MATLAB', 'Julia', 'Perl', 'Bash', 'Shell', 'PowerShell', 'SQL',
  'NoSQL', 'PostgreSQL', 'MySQL', 'SQLite', 'Oracle', 'SQL Server', 'MongoDB', 'Redis', 'Cassandra',
  'Elasticsearch', 'Kafka', 'RabbitMQ', 'Spark', 'Hadoop', 'Airflow', 'dbt', 'Snowflake', 'BigQuery',
  'Redshift', 'Databricks', 'Tableau', 'Power BI', 'Excel', 'HTML', 'CSS', 'Sass', 'React', 'Redux',
  'Angular', 'Vue', 'Svelte', 'Next.js', 'Node.js', 'Express', 'NestJS', 'Django', 'Flask', 'FastAPI',
  'Spring', 'Spring Boot', 'Hibernate', '.NET', 'ASP.NET', 'Rails', 'Laravel', 'GraphQL', 'REST',
  'gRPC', 'Docker', 'Kubernetes', 'Terraform', 'Ansible', 'Jenkins', 'GitHub Actions', 'CI/CD', 'Git',
  'Linux', 'Unix', 'AWS', 'Azure', 'GCP', 'Google Cloud', 'Firebase', 'Heroku', 'Serverless', 'Lambda',
  'Microservices', 'PyTorch', 'TensorFlow', 'Keras', 'JAX', 'scikit-learn', 'Pandas', 'NumPy',
  'OpenCV', 'CUDA', 'Triton', 'ONNX', 'Ray', 'Hugging Face', 'LLM', 'NLP', 'Computer Vision',
  'Machine Learning', 'Deep Learning', 'Data Science', 'Data Analysis', 'Statistics', 'Agile', 'Scrum',
  'Kanban', 'Jira', 'Confluence', 'Figma', 'Sketch', 'Photoshop', 'Illustrator', 'SEO', 'Salesforce',
  'SAP', 'ServiceNow', 'Selenium', 'Cypress', 'Playwright', 'Jest', 'JUnit', 'Android', 'iOS',
  'Flutter', 'React Native', 'Unity', 'Embedded', 'FPGA', 'Verilog', 'VHDL', 'Networking', 'TCP/IP',
  'Security', 'Penetration Testing', 'SIEM', 'Project Management', 'Product Management',
  'Communication', 'Leadership', 'Accounting', 'QuickBooks', 'Customer Service', 'Sales', 'Marketing',
];

export const JOB_TITLES: string[] = [
  'Software Engineer', 'Senior Software Engineer', 'Software Developer', 'Web Developer',
  'Frontend Developer', 'Front-End Developer', 'Backend Developer', 'Back-End Developer',
  'Full Stack Developer', 'Full-Stack Developer', 'Full Stack Engineer', 'DevOps Engineer',
  'Site Reliability Engineer', 'Cloud Engineer', 'Data Engineer', 'Data Scientist', 'Data Analyst',
  'Machine Learning Engineer', 'ML Engineer', 'AI Engineer', 'Research Scientist', 'Research Engineer',
  'Research Intern', 'AI Researcher', 'QA Engineer', 'Test Engineer', 'Mobile Developer',
  'iOS Developer', 'Android Developer', 'Systems Engineer', 'Network Engineer', 'Security Engineer',
  'Solutions Architect', 'Software Architect', 'Engineering Manager', 'Technical Lead', 'Tech Lead',
  'Product Manager', 'Project Manager', 'Program Manager', 'Product Designer', 'UX Designer',
  'UI Designer', 'Business Analyst', 'Systems Analyst', 'Database Administrator',
  'System Administrator', 'IT Support Specialist', 'Help Desk Technician', 'Consultant',
  'Accountant', 'Financial Analyst', 'Marketing Manager', 'Sales Representative', 'Account Executive',
  'Recruiter', 'HR Manager', 'Office Manager', 'Administrative Assistant', 'Customer Service Representative',
  'Registered Nurse', 'Teacher', 'Intern', 'CTO', 'CEO', 'CFO', 'COO', 'Co-Founder', 'Founder',
  'Director', 'Vice President', 'Manager', 'Engineer', 'Developer', 'Analyst', 'Designer', 'Architect',
];

export const WORK_AUTHORIZATIONS: string[] = [
  'US Citizen', 'U.S. Citizen', 'United States Citizen', 'Green Card', 'Green Card Holder',
  'Permanent Resident', 'H1B', 'H-1B', 'H4 EAD', 'H-4 EAD', 'EAD', 'GC EAD', 'OPT', 'OPT EAD', 'STEM OPT',
  'CPT', 'TN Visa', 'L2 EAD', 'L-2 EAD', 'Authorized to work in the US',
  'Authorized to work in the United States', 'Eligible to work in the US', 'Requires Sponsorship',
  'Require Sponsorship', 'No Sponsorship Required', 'Work Permit',
];

export const DEFAULT_MASTER_DATA: MasterData = {
  states: US_STATES,
  cities: [...US_CITIES, ...WORLD_CITIES],
  countries: COUNTRIES,
  skills: SKILLS,
  jobTitles: JOB_TITLES,
  workAuthorizations: WORK_AUTHORIZATIONS,
};
